import {
  canApply,
  formatApiTime,
  jobLifecycle,
  JOB_MESSAGES as M,
  payCycleNames,
  salaryText,
  workTypeNames,
} from '@hr/contract';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { AuditFn } from '../../../platform/audit.ts';
import { newCode } from '../../../platform/codes.ts';
import type { Db, DbOrTx } from '../../../platform/db.ts';
import { conflict } from '../../../platform/errors.ts';
import { stateChange } from '../../../platform/lifecycle.tables.ts';
import { recordTransition } from '../../../platform/lifecycle.ts';
import type { Actor } from '../../../platform/permissions.ts';
import { cmpy } from '../../cmpy/company/tables.ts';
import { sanitizeAnnouncementHtml } from '../../common/msg/service.ts';
import { announcement } from '../../common/msg/tables.ts';
import { findJob, type JobRecord } from './queries.ts';

const NOTICE_INTERVAL_HOURS = 24;

/** 409 when the job's last notice is less than 24 hours old (the database's clock decides). */
async function requireNoRecentNotice(db: DbOrTx, jobCode: string) {
  const [last] = await db
    .select({ at: stateChange.createdAt })
    .from(stateChange)
    .where(
      and(
        eq(stateChange.entity, jobLifecycle.entity),
        eq(stateChange.code, jobCode),
        eq(stateChange.action, 'sendNotice'),
        gt(stateChange.createdAt, sql`now() - make_interval(hours => ${NOTICE_INTERVAL_HOURS})`),
      ),
    )
    .orderBy(desc(stateChange.createdAt))
    .limit(1);
  if (last) {
    const next = formatApiTime(new Date(last.at.getTime() + NOTICE_INTERVAL_HOURS * 60 * 60 * 1000));
    throw conflict(`${M.noticeTooSoon}，请于${next}后再发送`);
  }
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The announcement's body: the job's facts, every value escaped, then sanitised like any announcement. */
export function noticeHtml(job: JobRecord, cmpyName: string): string {
  const items: [string, string][] = [
    ['招聘职位', job.jobName],
    ['薪资待遇', salaryText(job)],
    ['结算周期', (job.payCycle === null ? '' : payCycleNames[job.payCycle]) ?? ''],
    ['工作性质', (job.workType === null ? '' : workTypeNames[job.workType]) ?? ''],
    ['招聘人数', `${job.applicationNumber}人`],
    // Only an online job gets a notice, and it was published under the full rules: nothing below is null.
    [
      '工作地点',
      `${job.provinceName ?? ''}${job.cityName ?? ''}${job.countyName ?? ''}${job.jobAddress ?? ''}`,
    ],
    ['联系人', job.contactName ?? ''],
    ['联系电话', job.contactPhone ?? ''],
  ];
  const html = [
    `<p><strong>${escapeHtml(cmpyName)}</strong>现招聘<strong>${escapeHtml(job.jobName)}</strong>，欢迎符合条件的求职者报名。</p>`,
    `<ul>${items.map(([k, v]) => `<li>${k}：${escapeHtml(v)}</li>`).join('')}</ul>`,
    job.jobWelfare.length ? `<p>职位福利：${escapeHtml(job.jobWelfare.join('、'))}</p>` : '',
    `<p>职位描述：</p><p>${escapeHtml(job.jobIntroduction ?? '').replace(/\n/g, '<br>')}</p>`,
  ].join('');
  return sanitizeAnnouncementHtml(html);
}

/**
 * toSendRecruitNotice: an online job's recruitment notice, published at once as a platform announcement
 * (消息中心), at most once per job in 24 hours. The job stays online; its history records the notice with
 * the announcement's code.
 */
export async function sendRecruitNotice(db: Db, actor: Actor, jobCode: string, audit: AuditFn) {
  return db.transaction(async (tx) => {
    const row = await findJob(tx, actor, jobCode, true);
    // The state is checked first (by recordTransition); the interval only matters for an online job.
    if (canApply(jobLifecycle, 'sendNotice', row.approveType)) await requireNoRecentNotice(tx, row.jobCode);
    const annoCode = newCode('A');
    await recordTransition(tx, jobLifecycle, {
      action: 'sendNotice',
      code: row.jobCode,
      state: row.approveType,
      actor,
      remark: `公告编号 ${annoCode}`,
    });
    const [company] = await tx
      .select({ cmpyName: cmpy.cmpyName })
      .from(cmpy)
      .where(eq(cmpy.cmpyCode, row.cmpyCode))
      .limit(1);
    const cmpyName = company?.cmpyName ?? '';
    await tx.insert(announcement).values({
      annoCode,
      annoTitle: `招聘通知：${cmpyName}招聘${row.jobName}`,
      annoContent: noticeHtml(row, cmpyName),
      // The text is the company's (its job description): only its files' links may be signed in it.
      cmpyCode: row.cmpyCode,
      publishTime: new Date(),
    });
    await audit({ action: 'job.sendNotice', target: row.jobCode, detail: { annoCode } }, tx);
    return { annoCode };
  });
}
