import {
  ApplyState,
  ageFromIdCard,
  JOB_MESSAGES,
  JobState,
  APPLY_MESSAGES as M,
  type PublicApplyBody,
  parseFormRules,
  regionChainCodes,
  salaryText,
} from '@hr/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { newCode } from '../../../platform/codes.ts';
import type { Config } from '../../../platform/config.ts';
import type { Db, DbOrTx, Tx } from '../../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';
import type { ObjectStorage } from '../../../platform/storage/index.ts';
import { cmpy } from '../../cmpy/company/tables.ts';
import { namesOf } from '../../common/region/service.ts';
import { checkedAnswers } from '../../train/form/answer-checks.ts';
import { filedFiles } from '../../train/form/answer-files.ts';
import { removeSpooled, storeSignatures } from '../../train/form/signature.ts';
import { jobInfo } from '../job/tables.ts';
import { jobCategory } from '../job-category/tables.ts';
import {
  jobApplyInfo,
  resume,
  resumeCertificate,
  resumeEducation,
  resumeTrain,
  resumeWork,
} from './tables.ts';

/**
 * The public apply page (a job's registration QR code): what it shows of the job, and the application it
 * sends. No login: the person is identified by their mobile number. Their resume (one per person,
 * `resume.usr_tel` unique) is created on the first application and replaced, lists included, by each later
 * one; `usrCode` and `resumeCode` are made once. One application per person and job (the unique
 * `(job_code, usr_code)`): a second is refused with 409 and changes nothing, also when two arrive at once.
 */

type ApplyInput = z.output<typeof PublicApplyBody>;
type ResumeFields = ApplyInput['resume'];
type Deps = { db: Db; config: Config; storage: ObjectStorage };

/** Pictures of the resume (head, certificates) are filed under this purpose by the public upload. */
export const RESUME_FILE_PURPOSE = 'resume';

export const PUBLIC_APPLY_MESSAGES = {
  regionInvalid: '所在地区不存在，请重新选择',
  skillMissing: '所选技能不存在，请重新选择',
  headPictureMissing: '头像文件不存在或已失效，请重新上传',
  certificatePictureMissing: (name: string) => `证书“${name}”的图片不存在或已失效，请重新上传`,
} as const;
const P = PUBLIC_APPLY_MESSAGES;

/** Jobs the apply page may show: reviewed and published at some time (approved, online, offline, ended). */
const SHOWN_STATES: number[] = [JobState.approved, JobState.online, JobState.offline, JobState.forcedEnd];

/** A job the apply page may show, with its company's name; 404 for drafts, unreviewed and deleted jobs. */
export async function publicJob(db: DbOrTx, jobCode: string) {
  const [found] = await db
    .select({ job: jobInfo, cmpyName: cmpy.cmpyName })
    .from(jobInfo)
    .leftJoin(cmpy, eq(cmpy.cmpyCode, jobInfo.cmpyCode))
    .where(and(eq(jobInfo.jobCode, jobCode), inArray(jobInfo.approveType, SHOWN_STATES)))
    .limit(1);
  if (!found) throw notFound(JOB_MESSAGES.notFound);
  return found;
}

/** publicJobInfo: the job as the apply page shows it; `open` while it is online (takes applications). */
export async function publicJobInfo(db: DbOrTx, jobCode: string) {
  const { job, cmpyName } = await publicJob(db, jobCode);
  return {
    jobCode: job.jobCode,
    jobName: job.jobName,
    cmpyName,
    salary: salaryText(job),
    // Drafts are not shown, and a job past draft was published under the full rules: nothing here is null.
    address: `${job.provinceName ?? ''}${job.cityName ?? ''}${job.countyName ?? ''}${job.jobAddress ?? ''}`,
    jobIntroduction: job.jobIntroduction ?? '',
    open: job.approveType === JobState.online,
    needResume: job.needResume,
    formContent: job.formContent,
  };
}

/** Province, city and county, when given, must exist and nest (a prefix of the chain is fine). */
async function checkRegion(db: DbOrTx, r: ResumeFields) {
  const given = [r.usrProvince, r.usrCity, r.usrCountry];
  const last = given.findLastIndex((code) => !!code);
  if (last < 0) return;
  const chain = given.slice(0, last + 1);
  if (chain.some((code) => !code)) throw badRequest(P.regionInvalid);
  const expected = regionChainCodes(chain[last]!);
  const names = await namesOf(db, chain as string[]);
  if (expected.join() !== chain.join() || !chain.every((code) => names.has(code!)))
    throw badRequest(P.regionInvalid);
}

/** Skills are live job categories. */
async function checkSkills(db: DbOrTx, codes: string[]) {
  const unique = [...new Set(codes)];
  if (!unique.length) return;
  const found = await db
    .select({ code: jobCategory.categorieCode })
    .from(jobCategory)
    .where(and(inArray(jobCategory.categorieCode, unique), eq(jobCategory.deleted, false)));
  if (found.length !== unique.length) throw badRequest(P.skillMissing);
}

/** Pictures must be files uploaded through this job's apply page as resume pictures. */
async function checkPictures(db: DbOrTx, r: ResumeFields, cmpyCode: string) {
  const keys = [r.headPictureKey, ...r.certificateVOS.flatMap((c) => c.objectKeys)].filter(
    (k): k is string => !!k,
  );
  const found = await filedFiles(db, keys, { purpose: RESUME_FILE_PURPOSE, cmpyCode });
  if (r.headPictureKey && !found.has(r.headPictureKey)) throw badRequest(P.headPictureMissing);
  for (const c of r.certificateVOS)
    if (c.objectKeys.some((k) => !found.has(k))) throw badRequest(P.certificatePictureMissing(c.vcName));
}

/** The resume's own fields as stored. */
const resumeValues = (r: ResumeFields) => ({
  usrName: r.usrName,
  usrIdCard: r.usrIdCard,
  usrGender: r.usrGender,
  workingYear: r.workingYear,
  academicRequirement: r.academicRequirement,
  recruit: r.recruit ?? null,
  usrProvince: r.usrProvince ?? null,
  usrCity: r.usrCity ?? null,
  usrCountry: r.usrCountry ?? null,
  headPictureKey: r.headPictureKey ?? null,
  expectPosition: r.expectPosition ?? null,
  workType: r.workType ?? null,
  specialSkills: [...new Set(r.specialSkills)],
});

/**
 * Creates the person's resume or updates it (one statement, so two first applications at once make one
 * resume), then replaces its lists. The row stays locked until the transaction ends.
 */
async function saveResume(tx: Tx, r: ResumeFields) {
  const values = resumeValues(r);
  const [saved] = await tx
    .insert(resume)
    .values({ resumeCode: newCode('R'), usrCode: newCode('U'), usrTel: r.usrTel, ...values })
    // Only the same person (the same ID number) may replace the resume of a mobile number already known:
    // without it, anyone who knew a number could overwrite that person's resume.
    .onConflictDoUpdate({
      target: resume.usrTel,
      set: { ...values, updatedAt: new Date() },
      setWhere: eq(resume.usrIdCard, r.usrIdCard),
    })
    .returning({ resumeCode: resume.resumeCode, usrCode: resume.usrCode });
  if (!saved) throw conflict(M.phoneTakenByOther);
  const resumeCode = saved.resumeCode;
  for (const table of [resumeWork, resumeEducation, resumeTrain, resumeCertificate])
    await tx.delete(table).where(eq(table.resumeCode, resumeCode));
  const period = (p: { beginTime?: string | undefined; endTime?: string | undefined }) => ({
    beginTime: p.beginTime ?? null,
    endTime: p.endTime ?? null,
  });
  if (r.workList.length)
    await tx.insert(resumeWork).values(
      r.workList.map((w, sort) => ({
        resumeCode,
        sort,
        ...period(w),
        experienceCode: newCode('RW'),
        compyName: w.compyName,
        jobName: w.jobName,
        jobCategoryName: w.jobCategoryName ?? null,
        workContent: w.workContent ?? null,
      })),
    );
  if (r.educationList.length)
    await tx.insert(resumeEducation).values(
      r.educationList.map((e, sort) => ({
        resumeCode,
        sort,
        ...period(e),
        educationCode: newCode('RE'),
        schoolName: e.schoolName,
        professionName: e.professionName ?? null,
        academicRequirement: e.academicRequirement,
        recruit: e.recruit ?? null,
      })),
    );
  if (r.trainList.length)
    await tx.insert(resumeTrain).values(
      r.trainList.map((t, sort) => ({
        resumeCode,
        sort,
        ...period(t),
        trainCode: newCode('RT'),
        trainOrganizaName: t.trainOrganizaName,
        trainContent: t.trainContent ?? null,
      })),
    );
  if (r.certificateVOS.length)
    await tx.insert(resumeCertificate).values(
      r.certificateVOS.map((c, sort) => ({
        resumeCode,
        sort,
        vcName: c.vcName,
        issueTime: c.issueTime ?? null,
        objectKeys: c.objectKeys,
      })),
    );
  return saved;
}

/** Whether the person with this phone has applied to the job already (the early, friendly check). */
async function appliedBefore(db: DbOrTx, jobCode: string, usrTel: string) {
  const [row] = await db
    .select({ applyCode: jobApplyInfo.applyCode })
    .from(jobApplyInfo)
    .innerJoin(resume, eq(resume.usrCode, jobApplyInfo.usrCode))
    .where(and(eq(jobApplyInfo.jobCode, jobCode), eq(resume.usrTel, usrTel)))
    .limit(1);
  return !!row;
}

/**
 * publicApply: everything is checked before anything is stored (the job online, the resume's regions,
 * skills and pictures, the answers against the job's own copy of its form with the forms module's checks);
 * then, in one transaction, the resume is saved and the application inserted (state 0, the job's company,
 * age from the ID number). A second application to the same job is 409 and rolls the resume back too.
 */
export async function publicApply(deps: Deps, input: ApplyInput): Promise<{ applyCode: string }> {
  const { db } = deps;
  const { job } = await publicJob(db, input.jobCode);
  if (job.approveType !== JobState.online) throw badRequest(M.jobNotOnline);
  const r = input.resume;
  if (await appliedBefore(db, job.jobCode, r.usrTel)) throw conflict(M.alreadyApplied);
  await checkRegion(db, r);
  await checkSkills(db, r.specialSkills);
  await checkPictures(db, r, job.cmpyCode);
  const rules = job.formContent ? parseFormRules(job.formContent) : [];
  const { answers, pending } = await checkedAnswers(deps, { cmpyCode: job.cmpyCode }, rules, input.formValue);
  const stored: string[] = [];
  try {
    return await db.transaction(async (tx) => {
      await storeSignatures({ ...deps, db: tx }, pending, answers, job.cmpyCode, stored);
      const person = await saveResume(tx, r);
      const applyCode = newCode('AP');
      const inserted = await tx
        .insert(jobApplyInfo)
        .values({
          applyCode,
          resumeCode: person.resumeCode,
          jobCode: job.jobCode,
          cmpyCode: job.cmpyCode,
          usrCode: person.usrCode,
          usrName: r.usrName,
          usrTel: r.usrTel,
          usrAge: ageFromIdCard(r.usrIdCard),
          usrGender: r.usrGender,
          state: ApplyState.new,
          formValue: job.formContent ? answers : null,
        })
        .onConflictDoNothing({ target: [jobApplyInfo.jobCode, jobApplyInfo.usrCode] })
        .returning({ applyCode: jobApplyInfo.applyCode });
      // Applied meanwhile (two submits at once): nothing of this one stays.
      if (!inserted.length) throw conflict(M.alreadyApplied);
      return { applyCode };
    });
  } catch (error) {
    await Promise.all(stored.map((key) => deps.storage.remove(key).catch(() => undefined)));
    throw error;
  } finally {
    await removeSpooled(pending);
  }
}
