import {
  CompanyAddressType,
  type JobEditBody,
  type JobSaveInput,
  JobState,
  jobLifecycle,
  JOB_MESSAGES as M,
  SalaryFlag,
} from '@hr/contract';
import { eq } from 'drizzle-orm';
import gcoord from 'gcoord';
import type { z } from 'zod';
import type { AuditFn } from '../../../platform/audit.ts';
import { newCode } from '../../../platform/codes.ts';
import type { Db, DbOrTx } from '../../../platform/db.ts';
import { badRequest, forbidden } from '../../../platform/errors.ts';
import { recordCreation, recordTransition } from '../../../platform/lifecycle.ts';
import { type Actor, hasPermission } from '../../../platform/permissions.ts';
import { recordCompanyAddress } from '../../cmpy/history-address/service.ts';
import { findJob } from './queries.ts';
import {
  childCategory,
  chosenForm,
  hiringCompany,
  jobRegion,
  requireImages,
  requireVideos,
} from './references.ts';
import { jobInfo } from './tables.ts';

type Fields = Omit<JobSaveInput, 'sourceJobCode'>;
type EditInput = z.output<typeof JobEditBody>;

/**
 * The columns a saved job takes from the form, after checking what it refers to. Names (region, category
 * parent) and the form's rules come from our tables, never from the client; BD-09 is derived from GCJ-02.
 * Salary bounds are kept only for a range, the free text only for flag 3.
 */
async function columnsFor(db: DbOrTx, input: Fields, cmpyCode: string) {
  const category = input.jobCategory === undefined ? null : await childCategory(db, input.jobCategory);
  const hasRegion =
    input.provinceCode !== undefined || input.cityCode !== undefined || input.countyCode !== undefined;
  const chain = hasRegion ? await jobRegion(db, input) : null;
  await requireImages(db, cmpyCode, input.jobPictureCodes ?? []);
  await requireVideos(db, cmpyCode, input.jobVideoCodes ?? []);
  const form = await chosenForm(db, cmpyCode, input.formId);
  const located = input.gcj02Lon !== undefined && input.gcj02Lat !== undefined;
  const [bd09Lon, bd09Lat] = located
    ? (gcoord.transform([input.gcj02Lon!, input.gcj02Lat!], gcoord.GCJ02, gcoord.BD09) as [number, number])
    : [null, null];
  const range = input.flag !== SalaryFlag.negotiable && input.flag !== SalaryFlag.text;
  const age = input.ageRequirement?.replace(/\s+/g, '');
  return {
    jobName: input.jobName,
    jobCategory: category?.code ?? null,
    jobCategoryParent: category?.parent ?? null,
    cmpyCode,
    flag: input.flag ?? null,
    jobMinSalary: range ? (input.jobMinSalary ?? null) : null,
    jobMaxSalary: range ? (input.jobMaxSalary ?? null) : null,
    salaryDescribe: input.flag === SalaryFlag.text ? (input.salaryDescribe ?? null) : null,
    payCycle: input.payCycle ?? null,
    applicationNumber: input.applicationNumber ?? null,
    entryRebate: input.entryRebate === undefined ? null : input.entryRebate * 100,
    rebateRule: input.rebateRule ?? null,
    academicRequirement: input.academicRequirement ?? null,
    workYears: input.workYears ?? null,
    genderRequirement: input.genderRequirement ?? null,
    ageRequirement: age && age !== '-' ? age : null,
    interviewRequirements: input.interviewRequirements ?? [],
    otherRequirements: input.otherRequirements ?? null,
    jobIntroduction: input.jobIntroduction ?? null,
    workDescription: input.workDescription ?? [],
    jobWelfare: input.jobWelfare ?? [],
    jobPictureCodes: [...new Set(input.jobPictureCodes ?? [])],
    jobVideoCodes: [...new Set(input.jobVideoCodes ?? [])],
    socialRecruitment: input.socialRecruitment ?? null,
    workType: input.workType ?? null,
    ...form,
    contactName: input.contactName ?? null,
    contactPhone: input.contactPhone ?? null,
    provinceCode: chain?.proCode ?? null,
    provinceName: chain?.proName ?? null,
    cityCode: chain?.cityCode ?? null,
    cityName: chain?.cityName ?? null,
    countyCode: chain?.countryCode ?? null,
    countyName: chain?.countryName ?? null,
    jobAddress: input.jobAddress ?? null,
    gcj02Lon: input.gcj02Lon ?? null,
    gcj02Lat: input.gcj02Lat ?? null,
    bd09Lon,
    bd09Lat,
    automaticalPublish: input.automaticalPublish,
    needResume: input.needResume,
  };
}

type Columns = Awaited<ReturnType<typeof columnsFor>>;

/** The work address goes into the company's address history (type 2), which the address picker offers. */
async function rememberAddress(db: DbOrTx, c: Columns) {
  // A draft may have no (or half an) address yet: only a complete one is offered again.
  if (
    c.provinceCode === null ||
    c.provinceName === null ||
    c.cityCode === null ||
    c.cityName === null ||
    c.countyCode === null ||
    c.countyName === null ||
    c.jobAddress === null ||
    c.gcj02Lon === null ||
    c.gcj02Lat === null ||
    c.bd09Lon === null ||
    c.bd09Lat === null
  )
    return;
  await recordCompanyAddress(db, {
    cmpyCode: c.cmpyCode,
    type: CompanyAddressType.job,
    provinceCode: c.provinceCode,
    provinceName: c.provinceName,
    cityCode: c.cityCode,
    cityName: c.cityName,
    countyCode: c.countyCode,
    countyName: c.countyName,
    address: c.jobAddress,
    gcj02Lng: c.gcj02Lon,
    gcj02Lat: c.gcj02Lat,
    bd09Lng: c.bd09Lon,
    bd09Lat: c.bd09Lat,
  });
}

/**
 * saveJobInfo: publishes a job for review (approveType 0) or keeps it as a draft (6). With `sourceJobCode`
 * it is a copy (recruit:copyEdit) of an offline or force-ended job the caller may see; the new job's
 * history then starts with 复制 naming the source.
 */
export async function saveJob(db: Db, actor: Actor, input: JobSaveInput, audit: AuditFn) {
  const { sourceJobCode, ...fields } = input;
  if (sourceJobCode !== undefined && !hasPermission(actor, 'recruit:copyEdit')) throw forbidden();
  return db.transaction(async (tx) => {
    const company = await hiringCompany(tx, actor, fields.cmpyCode);
    let origin: { action: string; remark: string | null } = { action: 'create', remark: null };
    if (sourceJobCode !== undefined) {
      const source = await findJob(tx, actor, sourceJobCode);
      if (source.approveType !== JobState.offline && source.approveType !== JobState.forcedEnd)
        throw badRequest(M.copySourceState);
      origin = { action: 'copy', remark: `复制自职位“${source.jobName}”（${source.jobCode}）` };
    }
    const columns = await columnsFor(tx, fields, company.cmpyCode);
    const jobCode = newCode('J');
    const now = new Date();
    await tx.insert(jobInfo).values({
      ...columns,
      jobCode,
      approveType: fields.approveType,
      submitTime: fields.approveType === JobState.pending ? now : null,
      refreshTime: now,
      createdBy: actor.userId,
    });
    await recordCreation(tx, {
      entity: jobLifecycle.entity,
      code: jobCode,
      state: fields.approveType,
      actor,
      ...origin,
    });
    await rememberAddress(tx, columns);
    await audit({ action: sourceJobCode ? 'job.copy' : 'job.save', target: jobCode, detail: input }, tx);
    return { jobCode };
  });
}

/**
 * editJobInfo: a rejected, approved or draft job is resubmitted for review (approveType 0; an approved job
 * goes back to review, since what was approved changed) or kept as a draft (6). The lifecycle refuses any
 * other state. Resubmitting clears the last rejection's reason (the history keeps it).
 */
export async function editJob(db: Db, actor: Actor, input: EditInput, audit: AuditFn) {
  const { jobCode, ...fields } = input;
  await db.transaction(async (tx) => {
    const row = await findJob(tx, actor, jobCode, true);
    const to = await recordTransition(tx, jobLifecycle, {
      action: fields.approveType === JobState.pending ? 'resubmit' : 'saveDraft',
      code: row.jobCode,
      state: row.approveType,
      actor,
    });
    const company = await hiringCompany(tx, actor, fields.cmpyCode);
    const columns = await columnsFor(tx, fields, company.cmpyCode);
    const now = new Date();
    await tx
      .update(jobInfo)
      .set({
        ...columns,
        approveType: to,
        ...(to === JobState.pending ? { submitTime: now, remark: null } : {}),
        refreshTime: now,
        updatedAt: now,
      })
      .where(eq(jobInfo.id, row.id));
    await rememberAddress(tx, columns);
    await audit({ action: 'job.edit', target: row.jobCode, detail: input }, tx);
  });
  return null;
}
