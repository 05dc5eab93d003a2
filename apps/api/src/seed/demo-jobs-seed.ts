import { type JobAction, jobLifecycle } from '@hr/contract';
import { count, eq, inArray } from 'drizzle-orm';
import gcoord from 'gcoord';
import { cmpy } from '../modules/cmpy/company/tables.ts';
import { DEMO_COMPANY_ADDRESSES } from '../modules/cmpy/history-address/demo.ts';
import { jobApplyInfo, jobCollect, jobTranspond } from '../modules/recruit/apply/tables.ts';
import { jobInfo } from '../modules/recruit/job/tables.ts';
import { jobCategory } from '../modules/recruit/job-category/tables.ts';
import { sysUser } from '../modules/system/users/tables.ts';
import { trainFormInfo } from '../modules/train/form/tables.ts';
import type { DbOrTx } from '../platform/db.ts';
import { stateChange } from '../platform/lifecycle.tables.ts';
import {
  DEMO_APPLICATIONS,
  DEMO_COLLECTS,
  DEMO_JOBS,
  DEMO_TRANSPONDS,
  type DemoJob,
  type DemoPath,
} from './demo-jobs.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

interface Step {
  action: JobAction;
  by: 'staff' | 'operator';
  remark?: boolean;
}

/** The lifecycle actions after creation that lead to each demo state. */
const STEPS: Record<DemoPath, Step[]> = {
  pending: [],
  draft: [],
  rejected: [{ action: 'reject', by: 'operator', remark: true }],
  approved: [{ action: 'pass', by: 'operator' }],
  online: [{ action: 'passAndPublish', by: 'operator' }],
  offline: [
    { action: 'passAndPublish', by: 'operator' },
    { action: 'offline', by: 'staff' },
  ],
  ended: [
    { action: 'passAndPublish', by: 'operator' },
    { action: 'end', by: 'staff' },
  ],
  forced: [
    { action: 'passAndPublish', by: 'operator' },
    { action: 'forcedEnd', by: 'operator', remark: true },
  ],
};

const STAFF: Record<DemoJob['cmpy'], string> = { C_HENGDA: 'hengda01', C_YUNFAN: 'yunfan01' };

/** The job's row, its history rows (times spread between its creation and now) and its final times. */
function buildJob(
  job: DemoJob,
  ctx: { now: number; userId: (name: string) => number | null; parentOf: Map<string, string | null> },
  form: { id: number; formContent: string } | undefined,
) {
  const created = ctx.now - job.daysAgo * DAY;
  const steps = [...STEPS[job.path]];
  // A job online for a while has been refreshed by its company since.
  if (job.path === 'online' && job.daysAgo >= 10) steps.push({ action: 'refresh', by: 'staff' });
  const at = (i: number) => new Date(created + ((i + 1) * (ctx.now - created)) / (steps.length + 2));
  const staff = ctx.userId(STAFF[job.cmpy]);
  const operator = ctx.userId('yunying01');
  let state: number = job.path === 'draft' ? 6 : 0;
  const history: (typeof stateChange.$inferInsert)[] = [
    {
      entity: jobLifecycle.entity,
      code: job.code,
      action: 'create',
      toState: state,
      userId: staff,
      createdAt: new Date(created),
    },
  ];
  const times: Partial<Record<'checkTime' | 'onlineTime' | 'downTime', Date>> = {};
  let refreshTime = new Date(created);
  steps.forEach((step, i) => {
    const when = at(i);
    const to = jobLifecycle.actions[step.action].to;
    history.push({
      entity: jobLifecycle.entity,
      code: job.code,
      action: step.action,
      fromState: state,
      toState: to,
      userId: step.by === 'staff' ? staff : operator,
      remark: step.remark ? (job.remark ?? null) : null,
      createdAt: when,
    });
    state = to;
    if (['pass', 'passAndPublish', 'reject'].includes(step.action)) times.checkTime = when;
    if (step.action === 'passAndPublish') times.onlineTime = when;
    if (['passAndPublish', 'refresh'].includes(step.action)) refreshTime = when;
    if (['offline', 'end', 'forcedEnd'].includes(step.action)) times.downTime = when;
  });
  const sites = DEMO_COMPANY_ADDRESSES.filter((a) => a.cmpyCode === job.cmpy);
  const site = sites[job.site ?? 0] ?? sites[0]!;
  const [bd09Lon, bd09Lat] = gcoord.transform([site.gcj02Lng, site.gcj02Lat], gcoord.GCJ02, gcoord.BD09) as [
    number,
    number,
  ];
  const [payCycle, applicationNumber, workType, academicRequirement, workYears, genderRequirement, age] =
    job.terms;
  const [welfare, tags, interview] = job.labels.map((text) => (text ? text.split('、') : []));
  const useForm = job.form && form;
  const row: typeof jobInfo.$inferInsert = {
    jobCode: job.code,
    jobName: job.name,
    jobCategory: job.category,
    jobCategoryParent: ctx.parentOf.get(job.category) ?? job.category.slice(0, 4),
    cmpyCode: job.cmpy,
    flag: job.salary.flag,
    jobMinSalary: job.salary.flag === 2 ? job.salary.min : null,
    jobMaxSalary: job.salary.flag === 2 ? job.salary.max : null,
    salaryDescribe: job.salary.flag === 3 ? job.salary.text : null,
    payCycle,
    applicationNumber,
    entryRebate: job.rebate ? job.rebate.yuan * 100 : null,
    rebateRule: job.rebate?.rule ?? null,
    academicRequirement,
    workYears,
    genderRequirement,
    ageRequirement: age,
    interviewRequirements: interview!,
    jobIntroduction: job.intro,
    workDescription: tags!,
    jobWelfare: welfare!,
    socialRecruitment: 1,
    workType,
    formId: useForm ? form.id : null,
    formContent: useForm ? form.formContent : null,
    contactName: job.cmpy === 'C_HENGDA' ? '李强' : '张敏',
    contactPhone: job.cmpy === 'C_HENGDA' ? '15037134403' : '18637156605',
    provinceCode: site.provinceCode,
    provinceName: site.provinceName,
    cityCode: site.cityCode,
    cityName: site.cityName,
    countyCode: site.countyCode,
    countyName: site.countyName,
    jobAddress: site.address,
    gcj02Lon: site.gcj02Lng,
    gcj02Lat: site.gcj02Lat,
    bd09Lon,
    bd09Lat,
    automaticalPublish: job.automaticalPublish ?? 0,
    needResume: job.form ? 0 : 1,
    approveType: state,
    remark: job.remark ?? null,
    submitTime: job.path === 'draft' ? null : new Date(created),
    ...times,
    refreshTime,
    createdBy: staff,
    createdAt: new Date(created),
    updatedAt: history.at(-1)!.createdAt!,
  };
  return { row, history };
}

/** Answers to the demo form for an applicant who applied through it. */
const formAnswers = (name: string, phone: string, gender: number) => ({
  name,
  phone,
  gender: String(gender),
  education: '3',
  jobTypes: ['1'],
  remark: '可接受长白班',
});

/**
 * Seeds the demo jobs (with their histories, applications, favourites and shares) once: only into a job
 * table that never had a row, and only where the demo companies exist, so it is safe at every start.
 */
export async function seedDemoJobs(tx: DbOrTx): Promise<void> {
  const [jobs] = await tx.select({ n: count() }).from(jobInfo);
  if ((jobs?.n ?? 0) > 0) return;
  const cmpyCodes = [...new Set(DEMO_JOBS.map((j) => j.cmpy))];
  const companies = await tx
    .select({ code: cmpy.cmpyCode })
    .from(cmpy)
    .where(inArray(cmpy.cmpyCode, cmpyCodes));
  if (companies.length < cmpyCodes.length) return;
  const users = await tx
    .select({ id: sysUser.id, username: sysUser.username })
    .from(sysUser)
    .where(inArray(sysUser.username, ['hengda01', 'yunfan01', 'yunying01']));
  const categories = await tx
    .select({ code: jobCategory.categorieCode, parent: jobCategory.categorieParentCode })
    .from(jobCategory)
    .where(
      inArray(
        jobCategory.categorieCode,
        DEMO_JOBS.map((j) => j.category),
      ),
    );
  const [form] = await tx
    .select({ id: trainFormInfo.id, formContent: trainFormInfo.formContent })
    .from(trainFormInfo)
    .where(eq(trainFormInfo.bizCode, 'F_JOB_INTENT'))
    .limit(1);
  const ctx = {
    now: Date.now(),
    userId: (name: string) => users.find((u) => u.username === name)?.id ?? null,
    parentOf: new Map(categories.map((c) => [c.code, c.parent])),
  };
  const built = DEMO_JOBS.map((job) => buildJob(job, ctx, form));
  await tx.insert(jobInfo).values(built.map((b) => b.row));
  await tx.insert(stateChange).values(built.flatMap((b) => b.history));

  const withForm = new Set(DEMO_JOBS.filter((j) => j.form && form).map((j) => j.code));
  await tx.insert(jobApplyInfo).values(
    DEMO_APPLICATIONS.map(([jobCode, usrName, usrTel, usrAge, usrGender, state, daysAgo], i) => {
      const nn = String(i + 1).padStart(2, '0');
      const created = new Date(ctx.now - daysAgo * DAY);
      return {
        applyCode: `AP_DEMO_${nn}`,
        resumeCode: withForm.has(jobCode) ? null : `R_DEMO_${nn}`,
        jobCode,
        cmpyCode: DEMO_JOBS.find((job) => job.code === jobCode)!.cmpy,
        usrCode: `U_DEMO_${usrTel}`,
        usrName,
        usrTel,
        usrAge,
        usrGender,
        state,
        formValue: withForm.has(jobCode) ? formAnswers(usrName, usrTel, usrGender) : null,
        interviewTime: state === 5 ? new Date(ctx.now + 2 * DAY + 10 * HOUR) : null,
        createdAt: created,
        stateTime: state === 0 ? created : new Date(created.getTime() + 6 * HOUR),
        updatedAt: state === 0 ? created : new Date(created.getTime() + 6 * HOUR),
      };
    }),
  );
  await tx.insert(jobCollect).values(
    DEMO_COLLECTS.flatMap(([jobCode, n]) =>
      Array.from({ length: n }, (_, i) => ({
        jobCode,
        usrCode: `U_DEMO_C${String(i + 1).padStart(3, '0')}`,
        createdAt: new Date(ctx.now - (i + 1) * 5 * HOUR),
      })),
    ),
  );
  await tx.insert(jobTranspond).values(
    DEMO_TRANSPONDS.flatMap(([jobCode, n]) =>
      Array.from({ length: n }, (_, i) => ({
        jobCode,
        usrCode: i % 2 ? null : `U_DEMO_C${String(i + 1).padStart(3, '0')}`,
        createdAt: new Date(ctx.now - (i + 1) * 7 * HOUR),
      })),
    ),
  );
}
