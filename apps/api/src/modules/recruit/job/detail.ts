import { formatApiTime, type JobDetail, JobState, jobLifecycle, JOB_MESSAGES as M } from '@hr/contract';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Config } from '../../../platform/config.ts';
import type { DbOrTx } from '../../../platform/db.ts';
import { notFound } from '../../../platform/errors.ts';
import { stateChange } from '../../../platform/lifecycle.tables.ts';
import type { Actor } from '../../../platform/permissions.ts';
import { signedFileUrl } from '../../common/files/signed-url.ts';
import { material } from '../../common/material/tables.ts';
import { sysUser } from '../../system/users/tables.ts';
import { trainFormInfo } from '../../train/form/tables.ts';
import { scoped, selectJobs, toJobRow } from './queries.ts';
import { jobInfo } from './tables.ts';

/** History entries that are not lifecycle actions: how the job came to be. */
const ORIGIN_NAMES: Record<string, string> = { create: '创建', copy: '复制' };

export const jobActionName = (action: string): string =>
  ORIGIN_NAMES[action] ??
  (jobLifecycle.actions as Record<string, { label: string }>)[action]?.label ??
  action;

/** A job's history, oldest first, with the operator's name and the action's Chinese name. */
export async function jobHistory(db: DbOrTx, jobCode: string) {
  const rows = await db
    .select({
      action: stateChange.action,
      fromState: stateChange.fromState,
      toState: stateChange.toState,
      operator: sysUser.realName,
      remark: stateChange.remark,
      createdAt: stateChange.createdAt,
    })
    .from(stateChange)
    .leftJoin(sysUser, eq(sysUser.id, stateChange.userId))
    .where(and(eq(stateChange.entity, jobLifecycle.entity), eq(stateChange.code, jobCode)))
    .orderBy(asc(stateChange.createdAt), asc(stateChange.id));
  return rows.map((h) => ({
    action: h.action,
    actionName: jobActionName(h.action),
    fromState: h.fromState,
    toState: h.toState,
    operator: h.operator,
    remark: h.remark,
    createTime: formatApiTime(h.createdAt),
  }));
}

/**
 * Signed URLs of the job's materials in the order saved. A material deleted from the library after the job
 * chose it still shows (the job keeps its code); one whose file never arrived answers url null.
 */
async function mediaOf(db: DbOrTx, config: Config, codes: string[]) {
  if (!codes.length) return [];
  const rows = await db
    .select({ code: material.materialCode, objectKey: material.objectKey })
    .from(material)
    .where(inArray(material.materialCode, codes));
  const keys = new Map(rows.map((r) => [r.code, r.objectKey]));
  return codes.map((code) => {
    const key = keys.get(code);
    return { code, url: key ? signedFileUrl(config, key) : null };
  });
}

/** queryJobInfoDetail: every field, names, media URLs, the form's name and the history. */
export async function jobDetail(
  db: DbOrTx,
  config: Config,
  actor: Actor,
  jobCode: string,
): Promise<JobDetail> {
  const [found] = await selectJobs(db)
    .where(and(eq(jobInfo.jobCode, jobCode), ne(jobInfo.approveType, JobState.deleted), scoped(actor)))
    .limit(1);
  if (!found) throw notFound(M.notFound);
  const row = found.row;
  const pictures = await mediaOf(db, config, row.jobPictureCodes);
  const videos = await mediaOf(db, config, row.jobVideoCodes);
  const [form] =
    row.formId === null
      ? []
      : await db
          .select({ formName: trainFormInfo.formName })
          .from(trainFormInfo)
          .where(eq(trainFormInfo.id, row.formId))
          .limit(1);
  const history = await jobHistory(db, row.jobCode);
  return {
    ...toJobRow(row, found, found),
    jobIntroduction: row.jobIntroduction,
    workDescription: row.workDescription,
    entryRebate: row.entryRebate === null ? null : row.entryRebate / 100,
    rebateRule: row.rebateRule,
    jobWelfare: row.jobWelfare,
    interviewRequirements: row.interviewRequirements,
    ageRequirement: row.ageRequirement,
    workYears: row.workYears,
    genderRequirement: row.genderRequirement,
    academicRequirement: row.academicRequirement,
    socialRecruitment: row.socialRecruitment,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    otherRequirements: row.otherRequirements,
    jobPictureCodes: row.jobPictureCodes.join(','),
    jobPictureUrls: pictures,
    jobVideoCodes: row.jobVideoCodes.join(','),
    jobVideoUrl: videos[0]?.url ?? null,
    formId: row.formId,
    formName: form?.formName ?? null,
    formContent: row.formContent,
    needResume: row.needResume,
    gcj02Lon: row.gcj02Lon,
    gcj02Lat: row.gcj02Lat,
    bd09Lon: row.bd09Lon,
    bd09Lat: row.bd09Lat,
    history,
  };
}
