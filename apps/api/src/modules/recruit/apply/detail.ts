import {
  ApplyState,
  type AuditionInfo,
  applyStateNames,
  formatApiTime,
  APPLY_MESSAGES as M,
  type ResumeDetail,
  salaryText,
  TIMELINE_LABELS,
} from '@hr/contract';
import { asc, eq } from 'drizzle-orm';
import type { AuditFn } from '../../../platform/audit.ts';
import type { Config } from '../../../platform/config.ts';
import type { Db, DbOrTx } from '../../../platform/db.ts';
import { notFound } from '../../../platform/errors.ts';
import type { Actor } from '../../../platform/permissions.ts';
import { cmpy } from '../../cmpy/company/tables.ts';
import { sysUser } from '../../system/users/tables.ts';
import { jobInfo } from '../job/tables.ts';
import { station } from '../station/tables.ts';
import { isDue } from './clock.ts';
import { resumeParts } from './resume-view.ts';
import { type ApplyRecord, findApply } from './scope.ts';
import { applyAudition, applyOperationRecord } from './tables.ts';
import { checkMove, lockApply, writeMoves } from './transition.ts';

const auditionInfo = (a: typeof applyAudition.$inferSelect): AuditionInfo => ({
  auditionTime: formatApiTime(a.auditionTime),
  auditionAddress: a.auditionAddress,
  auditionContactPerson: a.auditionContactPerson,
  auditionTel: a.auditionTel,
  auditionPrecautions: a.auditionPrecautions,
  remark: a.remark,
  createTime: formatApiTime(a.createdAt),
});

/** The processing record, oldest first, with the operator's name and the invitation each 5 sent. */
export async function operationRecords(db: DbOrTx, applyCode: string) {
  const rows = await db
    .select({ record: applyOperationRecord, operator: sysUser.realName, audition: applyAudition })
    .from(applyOperationRecord)
    .leftJoin(sysUser, eq(sysUser.id, applyOperationRecord.userId))
    .leftJoin(applyAudition, eq(applyAudition.id, applyOperationRecord.auditionId))
    .where(eq(applyOperationRecord.applyCode, applyCode))
    .orderBy(asc(applyOperationRecord.createdAt), asc(applyOperationRecord.id));
  return rows.map(({ record, operator, audition }) => ({
    operateType: record.operateType,
    operateName:
      TIMELINE_LABELS[record.operateType] ?? applyStateNames[record.operateType as ApplyState] ?? '',
    operator,
    createTime: formatApiTime(record.createdAt),
    remark: record.remark,
    auditionInfo: audition ? auditionInfo(audition) : null,
  }));
}

/**
 * The application as the detail shows it: opening a new one (0) records that it was viewed (0 → 2, the
 * contract's `view`) and a due invitation expires, each under a row lock in one transaction. Anything
 * else is read as it is.
 */
async function openApplication(db: Db, actor: Actor, row: ApplyRecord, audit: AuditFn): Promise<ApplyRecord> {
  if (row.state !== ApplyState.new && !isDue(row)) return row;
  const applyCode = row.applyCode;
  return db.transaction(async (tx) => {
    const locked = await lockApply(tx, actor, applyCode);
    if (locked.state !== ApplyState.new) return locked;
    checkMove(actor, 'view', locked.state);
    const state = await writeMoves(tx, actor, 'view', [{ row: locked }]);
    await audit({ action: 'apply.view', target: applyCode, detail: { from: locked.state, to: state } }, tx);
    return { ...locked, state };
  });
}

/** queryResumeDetail: the resume, the application with its job, the processing record and the interviews. */
export async function resumeDetail(
  db: Db,
  config: Config,
  actor: Actor,
  q: { applyCode: string; resumeCode?: string | undefined },
  audit: AuditFn,
): Promise<ResumeDetail> {
  const found = await findApply(db, actor, q.applyCode);
  if (q.resumeCode && found.resumeCode !== q.resumeCode) throw notFound(M.notFound);
  const apply = await openApplication(db, actor, found, audit);
  const [job] = await db
    .select({ job: jobInfo, cmpyName: cmpy.cmpyName })
    .from(jobInfo)
    .leftJoin(cmpy, eq(cmpy.cmpyCode, jobInfo.cmpyCode))
    .where(eq(jobInfo.jobCode, apply.jobCode))
    .limit(1);
  const [joined] = apply.stationCode
    ? await db
        .select({ name: station.applyName })
        .from(station)
        .where(eq(station.stationCode, apply.stationCode))
        .limit(1)
    : [];
  const parts = await resumeParts(db, config, apply);
  const operationRecordList = await operationRecords(db, apply.applyCode);
  const auditions = await db
    .select()
    .from(applyAudition)
    .where(eq(applyAudition.applyCode, apply.applyCode))
    .orderBy(asc(applyAudition.createdAt), asc(applyAudition.id));
  return {
    ...parts,
    jobApplyInfoVO: {
      applyCode: apply.applyCode,
      resumeCode: apply.resumeCode,
      jobCode: apply.jobCode,
      jobName: job?.job.jobName ?? '',
      cmpyName: job?.cmpyName ?? null,
      salary: job ? salaryText(job.job) : '',
      state: apply.state,
      stateName: applyStateNames[apply.state as ApplyState] ?? '',
      usrAge: apply.usrAge,
      remark: apply.remark,
      createTime: formatApiTime(apply.createdAt),
      stationName: joined?.name ?? null,
      hasForm: !!job?.job.formContent,
    },
    operationRecordList,
    auditionInfoList: auditions.map(auditionInfo),
  };
}

/** queryJobApplyInfo: the job's copy of its form (what the applicant answered) and the answers. */
export async function applyFormInfo(
  db: DbOrTx,
  actor: Actor,
  q: { jobApplyCode: string; jobCode?: string | undefined },
) {
  const apply = await findApply(db, actor, q.jobApplyCode);
  if (q.jobCode && apply.jobCode !== q.jobCode) throw notFound(M.notFound);
  const [job] = await db
    .select({ jobName: jobInfo.jobName, formContent: jobInfo.formContent })
    .from(jobInfo)
    .where(eq(jobInfo.jobCode, apply.jobCode))
    .limit(1);
  return {
    applyCode: apply.applyCode,
    jobCode: apply.jobCode,
    jobName: job?.jobName ?? '',
    usrName: apply.usrName,
    formContent: job?.formContent ?? null,
    formValue: apply.formValue ?? null,
  };
}
