import { ApplyState } from '@hr/contract';
import { count, eq, inArray, like } from 'drizzle-orm';
import { cmpy } from '../modules/cmpy/company/tables.ts';
import { interviewMessage } from '../modules/recruit/apply/interview.ts';
import {
  applyAudition,
  applyOperationRecord,
  jobApplyInfo,
  resume,
  resumeCertificate,
  resumeEducation,
  resumeTrain,
  resumeWork,
  usrMessage,
} from '../modules/recruit/apply/tables.ts';
import { jobInfo } from '../modules/recruit/job/tables.ts';
import { sysUser } from '../modules/system/users/tables.ts';
import type { DbOrTx } from '../platform/db.ts';
import { DEMO_EVALUATIONS, DEMO_REMARKS, demoResumes, EXTRA_APPLICATIONS } from './demo-applications-data.ts';
import { seedDemoHealth } from './demo-applications-health.ts';
import { resumeRows } from './demo-applications-resume.ts';
import { DEMO_APPLICATIONS } from './demo-jobs.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * How each demo application reached its state, as operateTypes after it was sent: viewed (2), screened
 * (3), invited (5) and what followed; 6 is the clock, 7 and 8 the applicant's answer (no staff user).
 */
const PATHS: Record<number, number[]> = {
  0: [],
  1: [2, 1],
  2: [2],
  3: [2, 3],
  4: [2, 3, 5, 4],
  5: [2, 3, 5],
  6: [2, 3, 5, 6],
  7: [2, 5, 7],
  8: [2, 3, 5, 8],
  9: [2, 3, 5, 4, 9],
  10: [2, 3, 5, 4, 10],
  11: [2, 3, 5, 4, 10, 11],
};
const WITHOUT_STAFF = new Set<number>([6, 7, 8]);

type Apply = typeof jobApplyInfo.$inferSelect;
type Job = {
  jobCode: string;
  jobName: string;
  cmpyCode: string;
  cmpyName: string | null;
  jobAddress: string | null;
  contactName: string | null;
  contactPhone: string | null;
};

/**
 * Writes one application's processing record along its path: the steps spread between its delivery and
 * now, an invitation (with its message to the applicant) for each 5, the interview time the path implies
 * (between invitation and hire; passed for 6; ahead for an invitation still open or answered), and the
 * state's time on the row.
 */
async function writeHistory(tx: DbOrTx, apply: Apply, job: Job, staff: number | null, now: number) {
  const path = PATHS[apply.state] ?? [];
  const created = apply.createdAt.getTime();
  const at = (i: number) => new Date(created + ((now - created) * (i + 1)) / (path.length + 1));
  let from: number = ApplyState.new;
  let interview: Date | null = null;
  for (const [i, type] of path.entries()) {
    let auditionId: number | null = null;
    if (type === ApplyState.interviewInvited) {
      const next = path[i + 1];
      interview =
        next === undefined
          ? (apply.interviewTime ?? new Date(now + 2 * DAY))
          : next === ApplyState.interviewExpired
            ? at(i + 1)
            : next === ApplyState.hired
              ? new Date((at(i).getTime() + at(i + 1).getTime()) / 2)
              : new Date(now + DAY + 6 * HOUR);
      interview = new Date(Math.floor(interview.getTime() / (30 * 60_000)) * 30 * 60_000);
      const fields = {
        address: job.jobAddress ?? '',
        contactPerson: job.contactName ?? '',
        tel: job.contactPhone ?? '',
        precautions: '请携带身份证、简历原件，提前10分钟到达',
      };
      const [audition] = await tx
        .insert(applyAudition)
        .values({
          applyCode: apply.applyCode,
          auditionTime: interview,
          auditionAddress: fields.address,
          auditionContactPerson: fields.contactPerson,
          auditionTel: fields.tel,
          auditionPrecautions: fields.precautions,
          createdBy: staff,
          createdAt: at(i),
        })
        .returning({ id: applyAudition.id });
      auditionId = audition!.id;
      const message = interviewMessage({
        usrName: apply.usrName,
        jobName: job.jobName,
        cmpyName: job.cmpyName,
        at: interview,
        ...fields,
      });
      await tx.insert(usrMessage).values({
        msgCode: `M_DEMO_${apply.applyCode.slice(8)}_${i}`,
        usrCode: apply.usrCode,
        ...message,
        bizType: 'interview',
        bizCode: apply.applyCode,
        createdAt: at(i),
      });
    }
    await tx.insert(applyOperationRecord).values({
      applyCode: apply.applyCode,
      operateType: type,
      fromState: from,
      userId: WITHOUT_STAFF.has(type) ? null : staff,
      remark: type === ApplyState.resigned ? (DEMO_EVALUATIONS[apply.usrTel] ?? null) : null,
      auditionId,
      createdAt: type === ApplyState.interviewExpired ? interview! : at(i),
    });
    from = type;
  }
  const stateTime = path.length ? at(path.length - 1) : apply.createdAt;
  await tx
    .update(jobApplyInfo)
    .set({
      stateTime: apply.state === ApplyState.interviewExpired ? interview! : stateTime,
      updatedAt: stateTime,
      interviewTime: interview,
      remark: DEMO_REMARKS[apply.usrTel] ?? null,
    })
    .where(eq(jobApplyInfo.id, apply.id));
}

/**
 * The demo pipeline, seeded once (into a resume table that never had a row, where the demo applications
 * exist, so it is safe at every start): three more applications so that every state 0–11 appears, a
 * resume for every application that sent one, each application's processing record and interviews, and
 * epidemic check-ins of three applicants.
 */
export async function seedDemoApplications(tx: DbOrTx): Promise<void> {
  const [resumes] = await tx.select({ n: count() }).from(resume);
  if ((resumes?.n ?? 0) > 0) return;
  const [first] = await tx
    .select({ id: jobApplyInfo.id })
    .from(jobApplyInfo)
    .where(eq(jobApplyInfo.applyCode, 'AP_DEMO_01'));
  if (!first) return;
  const now = Date.now();
  const jobCodes = [...new Set([...DEMO_APPLICATIONS, ...EXTRA_APPLICATIONS].map(([job]) => job))];
  const jobs = await tx
    .select({
      jobCode: jobInfo.jobCode,
      jobName: jobInfo.jobName,
      cmpyCode: jobInfo.cmpyCode,
      cmpyName: cmpy.cmpyName,
      jobAddress: jobInfo.jobAddress,
      contactName: jobInfo.contactName,
      contactPhone: jobInfo.contactPhone,
    })
    .from(jobInfo)
    .leftJoin(cmpy, eq(cmpy.cmpyCode, jobInfo.cmpyCode))
    .where(inArray(jobInfo.jobCode, jobCodes));
  const jobOf = new Map(jobs.map((j) => [j.jobCode, j]));
  if (jobOf.size < jobCodes.length) return;
  const users = await tx
    .select({ id: sysUser.id, cmpyCode: sysUser.cmpyCode })
    .from(sysUser)
    .where(inArray(sysUser.username, ['hengda01', 'yunfan01']));
  const staffOf = (cmpyCode: string) => users.find((u) => u.cmpyCode === cmpyCode)?.id ?? null;

  await tx.insert(jobApplyInfo).values(
    EXTRA_APPLICATIONS.map(([jobCode, usrName, usrTel, usrAge, usrGender, state, daysAgo], i) => {
      const nn = String(DEMO_APPLICATIONS.length + i + 1).padStart(2, '0');
      const created = new Date(now - daysAgo * DAY);
      return {
        applyCode: `AP_DEMO_${nn}`,
        resumeCode: `R_DEMO_${nn}`,
        jobCode,
        cmpyCode: jobOf.get(jobCode)!.cmpyCode,
        usrCode: `U_DEMO_${usrTel}`,
        usrName,
        usrTel,
        usrAge,
        usrGender,
        state,
        createdAt: created,
        stateTime: created,
        updatedAt: created,
      };
    }),
  );
  const applications = await tx
    .select()
    .from(jobApplyInfo)
    .where(like(jobApplyInfo.applyCode, 'AP_DEMO_%'))
    .orderBy(jobApplyInfo.applyCode);

  const byTel = new Map(demoResumes().map((r) => [r.tel, r]));
  for (const [i, apply] of applications.entries()) {
    const data = byTel.get(apply.usrTel);
    if (apply.resumeCode && data) {
      const rows = resumeRows(
        data,
        apply.resumeCode,
        { usrName: apply.usrName, usrAge: apply.usrAge!, usrGender: apply.usrGender! },
        i,
        now,
      );
      await tx.insert(resume).values(rows.resume);
      if (rows.work.length) await tx.insert(resumeWork).values(rows.work);
      if (rows.schools.length) await tx.insert(resumeEducation).values(rows.schools);
      if (rows.trains.length) await tx.insert(resumeTrain).values(rows.trains);
      if (rows.certificates.length) await tx.insert(resumeCertificate).values(rows.certificates);
    }
    const job = jobOf.get(apply.jobCode)!;
    await writeHistory(tx, apply, job, staffOf(job.cmpyCode), now);
  }
  await seedDemoHealth(tx, now);
}
