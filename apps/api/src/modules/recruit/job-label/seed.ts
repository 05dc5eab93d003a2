import { type JobLabelContent, JobLabelSort, sortOfContentKey } from '@hr/contract';
import { count } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db.ts';
import { jobLabel } from './tables.ts';

/** Labels a new platform starts with, by content list: 1 description, 2 interview, 3 food, 4 lodging, 5 other. */
export const SEED_JOB_LABELS: Record<JobLabelContent, readonly string[]> = {
  1: [
    '普工',
    '流水线',
    '长白班',
    '两班倒',
    '计件',
    '计时',
    '包装',
    '分拣',
    '装配',
    '仓库管理',
    '搬运',
    '小时工',
    '坐班',
    '夜班',
  ],
  2: [
    '身体健康',
    '无纹身',
    '无犯罪记录',
    '无色盲',
    '吃苦耐劳',
    '服从安排',
    '有健康证',
    '初中以上',
    '会用电脑',
    '普通话流利',
    '能适应倒班',
  ],
  3: ['包吃', '包三餐', '餐补', '免费工作餐', '员工食堂'],
  4: ['包住', '住房补贴', '宿舍有空调', '夫妻房', '拎包入住'],
  5: [
    '五险一金',
    '五险',
    '年终奖',
    '带薪年假',
    '节日福利',
    '全勤奖',
    '加班费',
    '周末双休',
    '交通补贴',
    '定期体检',
    '工龄奖',
    '高温补贴',
  ],
};

/**
 * Seeds the job labels once, when the table has never held any (deleted rows count, so labels an operator
 * removed do not come back at the next start). Codes are stable: JL + content key + position.
 */
export async function seedJobLabels(db: DbOrTx): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(jobLabel);
  if ((existing?.n ?? 0) > 0) return 0;
  const rows = Object.entries(SEED_JOB_LABELS).flatMap(([key, names]) =>
    names.map((labelName, i) => {
      const contentKey = Number(key) as JobLabelContent;
      const labelSort = sortOfContentKey(contentKey);
      return {
        labelCode: `JL${key}${String(i + 1).padStart(2, '0')}`,
        labelName,
        labelSort,
        welfareType: labelSort === JobLabelSort.welfare ? contentKey : null,
      };
    }),
  );
  await db.insert(jobLabel).values(rows);
  return rows.length;
}
