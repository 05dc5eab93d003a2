import { z } from 'zod';

/**
 * The code of a record (职位编号, 报名编号, 标签编号…) in paths, queries and bodies: letters, digits, `_` and `-`,
 * at most 40, so no path tricks or wildcards get through. `what` names the record: 职位 → 缺少职位编号.
 */
export const recordCode = (what: string) =>
  z
    .string({ error: `缺少${what}编号` })
    .trim()
    .min(1, `缺少${what}编号`)
    .max(40, `${what}编号格式不正确`)
    .regex(/^[\w-]+$/, `${what}编号格式不正确`);
