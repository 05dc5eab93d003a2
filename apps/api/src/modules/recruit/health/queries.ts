import { formatApiTime, APPLY_MESSAGES as M } from '@hr/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Config } from '../../../platform/config.ts';
import type { DbOrTx } from '../../../platform/db.ts';
import { notFound } from '../../../platform/errors.ts';
import { type Actor, companyScope } from '../../../platform/permissions.ts';
import { signedFileUrl } from '../../common/files/signed-url.ts';
import { healthProve, jobApplyInfo } from '../apply/tables.ts';

/** Company staff see the check-ins of people who applied to one of their company's jobs; operators anyone's. */
async function mayRead(db: DbOrTx, actor: Actor, usrCode: string): Promise<boolean> {
  const scope = companyScope(actor);
  if (scope === null) return true;
  const [applied] = await db
    .select({ id: jobApplyInfo.id })
    .from(jobApplyInfo)
    .where(and(eq(jobApplyInfo.usrCode, usrCode), eq(jobApplyInfo.cmpyCode, scope)))
    .limit(1);
  return !!applied;
}

/**
 * queryHealthProveListUser: a person's epidemic check-ins grouped by check-in date, newest day first and
 * newest entry first within a day, each with its two pictures as signed URLs; [] when there are none.
 * For company staff, a person who never applied to their company is 404 (报名记录不存在), as any other
 * company's applicant is in the pipeline.
 */
export async function healthProveList(db: DbOrTx, config: Config, actor: Actor, usrCode: string) {
  if (!(await mayRead(db, actor, usrCode))) throw notFound(M.notFound);
  const rows = await db
    .select()
    .from(healthProve)
    .where(eq(healthProve.usrCode, usrCode))
    .orderBy(desc(healthProve.subDate), desc(healthProve.createdAt), desc(healthProve.id));
  const url = (key: string | null) => (key ? signedFileUrl(config, key) : null);
  const days: { subDate: string; healthProveList: ReturnType<typeof entry>[] }[] = [];
  const entry = (r: (typeof rows)[number]) => ({
    healthCode: r.healthCode,
    createTime: formatApiTime(r.createdAt),
    healthImgUrl: url(r.healthImgKey),
    proveImgUrl: url(r.proveImgKey),
  });
  for (const r of rows) {
    const last = days.at(-1);
    if (last?.subDate === r.subDate) last.healthProveList.push(entry(r));
    else days.push({ subDate: r.subDate, healthProveList: [entry(r)] });
  }
  return days;
}
