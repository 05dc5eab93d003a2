import {
  formatApiTime,
  type InterviewFields,
  type InviteInterviewQuery,
  interviewTimeProblem,
  parseApiTime,
} from '@hr/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditFn } from '../../../platform/audit.ts';
import { newCode } from '../../../platform/codes.ts';
import type { Db, Tx } from '../../../platform/db.ts';
import { badRequest } from '../../../platform/errors.ts';
import type { Actor } from '../../../platform/permissions.ts';
import { cmpy } from '../../cmpy/company/tables.ts';
import { jobInfo } from '../job/tables.ts';
import { anyOf } from './filters.ts';
import type { ApplyRecord } from './scope.ts';
import { applyAudition, usrMessage } from './tables.ts';
import { checkMove, lockApply, writeMoves } from './transition.ts';

type Fields = z.output<typeof InterviewFields>;

/** What the applicant reads in the message centre about an invitation (interview time without seconds). */
export function interviewMessage(input: {
  usrName: string;
  jobName: string;
  cmpyName: string | null;
  at: Date;
  address: string;
  contactPerson: string;
  tel: string;
  precautions?: string | null | undefined;
}): { title: string; content: string } {
  const employer = input.cmpyName ? `${input.cmpyName}的` : '';
  const lines = [
    `${input.usrName}您好：您应聘的${employer}“${input.jobName}”职位已通过筛选，诚邀您参加面试。`,
    `面试时间：${formatApiTime(input.at)!.slice(0, 16)}`,
    `面试地点：${input.address}`,
    `联系人：${input.contactPerson}，联系电话：${input.tel}`,
    ...(input.precautions ? [`注意事项：${input.precautions}`] : []),
  ];
  return { title: `面试邀请：${input.jobName}`, content: lines.join('\n') };
}

/** Job and company names of the given jobs. */
async function jobNames(tx: Tx, jobCodes: string[]) {
  const rows = await tx
    .select({ jobCode: jobInfo.jobCode, jobName: jobInfo.jobName, cmpyName: cmpy.cmpyName })
    .from(jobInfo)
    .leftJoin(cmpy, eq(cmpy.cmpyCode, jobInfo.cmpyCode))
    .where(anyOf(jobInfo.jobCode, [...new Set(jobCodes)]));
  return new Map(rows.map((r) => [r.jobCode, r]));
}

/**
 * Invites checked, locked applications: one invitation row each (the latest is the application's
 * interview), the move to 5 with the interview time and a record naming the invitation, and a message to
 * each applicant.
 */
export async function invite(tx: Tx, actor: Actor, rows: ApplyRecord[], fields: Fields): Promise<number> {
  if (!rows.length) return 5;
  const at = parseApiTime(fields.auditionTime)!;
  const auditions = await tx
    .insert(applyAudition)
    .values(
      rows.map((row) => ({
        applyCode: row.applyCode,
        auditionTime: at,
        auditionAddress: fields.auditionAddress,
        auditionContactPerson: fields.auditionContactPerson,
        auditionTel: fields.auditionTel,
        auditionPrecautions: fields.auditionPrecautions ?? null,
        remark: fields.remark ?? null,
        createdBy: actor.userId,
      })),
    )
    .returning({ id: applyAudition.id, applyCode: applyAudition.applyCode });
  const auditionOf = new Map(auditions.map((a) => [a.applyCode, a.id]));
  const state = await writeMoves(
    tx,
    actor,
    'invite',
    rows.map((row) => ({ row, auditionId: auditionOf.get(row.applyCode)! })),
    at,
  );
  const jobs = await jobNames(
    tx,
    rows.map((r) => r.jobCode),
  );
  await tx.insert(usrMessage).values(
    rows.map((row) => {
      const job = jobs.get(row.jobCode);
      return {
        msgCode: newCode('M'),
        usrCode: row.usrCode,
        ...interviewMessage({
          usrName: row.usrName,
          jobName: job?.jobName ?? '',
          cmpyName: job?.cmpyName ?? null,
          at,
          address: fields.auditionAddress,
          contactPerson: fields.auditionContactPerson,
          tel: fields.auditionTel,
          precautions: fields.auditionPrecautions,
        }),
        bizType: 'interview',
        bizCode: row.applyCode,
      };
    }),
  );
  return state;
}

/** 400 when the interview is not at least ten minutes after now by the server's clock. */
export function checkInterviewTime(fields: { auditionTime: string }): void {
  const problem = interviewTimeProblem(fields.auditionTime, new Date());
  if (problem) throw badRequest(problem);
}

/** inviteInterview: one application, from any state before a hire (the contract's `invite`). */
export async function inviteInterview(
  db: Db,
  actor: Actor,
  q: z.output<typeof InviteInterviewQuery>,
  audit: AuditFn,
): Promise<{ state: number }> {
  checkInterviewTime(q);
  return db.transaction(async (tx) => {
    const row = await lockApply(tx, actor, q.applyCode);
    checkMove(actor, 'invite', row.state);
    const state = await invite(tx, actor, [row], q);
    await audit(
      {
        action: 'apply.invite',
        target: row.applyCode,
        detail: { from: row.state, to: state, auditionTime: q.auditionTime },
      },
      tx,
    );
    return { state };
  });
}
