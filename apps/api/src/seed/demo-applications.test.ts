import { APPLY_STATES, type ApplyAction, applyLifecycle, canApply, isIdCardNumber } from '@hr/contract';
import { asc, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  applyAudition,
  applyOperationRecord,
  healthProve,
  jobApplyInfo,
  resume,
  resumeWork,
  usrMessage,
} from '../modules/recruit/apply/tables.ts';
import { useTestApp } from '../test/test-app.ts';
import { expectSeededOnce } from './seed-test-kit.ts';

const t = useTestApp({ loginAs: ['yunying01'] });

/** What staff, the applicant or the clock may move an application to from a state. */
const moves = (from: number, to: number) =>
  to === 6
    ? from === 5
    : to === 7 || to === 8
      ? from === 5
      : (Object.keys(applyLifecycle.actions) as ApplyAction[]).some(
          (a) => applyLifecycle.actions[a].to === to && canApply(applyLifecycle, a, from),
        );

describe('demo pipeline', () => {
  it('has every state 0–11, each reached by a valid processing record', async () => {
    const db = t.database.db;
    const applications = await db
      .select()
      .from(jobApplyInfo)
      .where(like(jobApplyInfo.applyCode, 'AP_DEMO_%'));
    expect(new Set(applications.map((a) => a.state))).toEqual(new Set(APPLY_STATES));
    const records = await db
      .select()
      .from(applyOperationRecord)
      .orderBy(asc(applyOperationRecord.createdAt), asc(applyOperationRecord.id));
    const auditions = await db.select().from(applyAudition);
    for (const a of applications) {
      const own = records.filter((r) => r.applyCode === a.applyCode);
      let state = 0;
      for (const r of own) {
        expect(r.fromState).toBe(state);
        expect(moves(state, r.operateType), `${a.applyCode}: ${state} → ${r.operateType}`).toBe(true);
        expect(r.createdAt.getTime()).toBeGreaterThanOrEqual(a.createdAt.getTime());
        expect(r.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
        if (r.operateType === 5) expect(auditions.some((au) => au.id === r.auditionId)).toBe(true);
        state = r.operateType;
      }
      expect(state, a.applyCode).toBe(a.state);
      if (own.length) expect(a.stateTime.getTime()).toBe(own.at(-1)!.createdAt.getTime());
      // Whoever was invited has an interview time; a passed one only when it expired.
      if ([5, 7, 8].includes(a.state)) expect(a.interviewTime!.getTime()).toBeGreaterThan(Date.now());
      if (a.state === 6) expect(a.interviewTime!.getTime()).toBeLessThan(Date.now());
    }
    const messages = await db.select().from(usrMessage);
    expect(messages.length).toBe(records.filter((r) => r.operateType === 5).length);
  });

  it('has a resume for every application that sent one, with a valid ID number and history', async () => {
    const db = t.database.db;
    const applications = await db
      .select()
      .from(jobApplyInfo)
      .where(like(jobApplyInfo.applyCode, 'AP_DEMO_%'));
    const resumes = await db.select().from(resume);
    const work = await db.select().from(resumeWork);
    for (const a of applications.filter((x) => x.resumeCode)) {
      const r = resumes.find((x) => x.resumeCode === a.resumeCode);
      expect(r, a.applyCode).toMatchObject({ usrCode: a.usrCode, usrName: a.usrName, usrTel: a.usrTel });
      expect(isIdCardNumber(r!.usrIdCard)).toBe(true);
      expect(work.some((w) => w.resumeCode === r!.resumeCode)).toBe(true);
    }
    // Each detail answers through the API.
    for (const a of applications) {
      const res = await t.call('GET', '/recruit/applyInfo/queryResumeDetail', {
        token: t.token('yunying01'),
        query: { applyCode: a.applyCode },
      });
      expect(res.body.code, a.applyCode).toBe(200);
    }
  });

  it('has check-ins of three applicants over several days', async () => {
    const rows = await t.database.db.select().from(healthProve);
    expect(new Set(rows.map((r) => r.usrCode)).size).toBe(3);
    expect(new Set(rows.map((r) => r.subDate)).size).toBeGreaterThanOrEqual(4);
    expect(rows.every((r) => r.healthImgKey && r.proveImgKey)).toBe(true);
  });

  it('is seeded once: a later start adds nothing', () =>
    expectSeededOnce(t.database.db, [jobApplyInfo, resume, applyOperationRecord, healthProve]));
});
