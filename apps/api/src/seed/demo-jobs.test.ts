import { jobLifecycle } from '@hr/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobApplyInfo } from '../modules/recruit/apply/tables.ts';
import { jobInfo } from '../modules/recruit/job/tables.ts';
import { trainFormInfo } from '../modules/train/form/tables.ts';
import { stateChange } from '../platform/lifecycle.tables.ts';
import { useTestApp } from '../test/test-app.ts';
import { DEMO_APPLICATIONS, DEMO_JOBS } from './demo-jobs.ts';
import { expectSeededOnce } from './seed-test-kit.ts';

const t = useTestApp({ loginAs: ['yunying01'] });

describe('demo jobs', () => {
  it('cover every tab, each with a history that leads to its state', async () => {
    const db = t.database.db;
    const rows = await db.select().from(jobInfo).orderBy(jobInfo.jobCode);
    expect(rows.map((r) => r.jobCode)).toEqual(DEMO_JOBS.map((j) => j.code));
    expect(new Set(rows.map((r) => r.approveType))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6]));
    const history = await db.select().from(stateChange).where(eq(stateChange.entity, jobLifecycle.entity));
    for (const row of rows) {
      const own = history.filter((h) => h.code === row.jobCode).sort((a, b) => a.id - b.id);
      expect(own[0]).toMatchObject({ action: 'create', fromState: null });
      expect(own.at(-1)!.toState).toBe(row.approveType);
      if (row.approveType === 1 || row.approveType === 5) expect(row.remark).toBeTruthy();
    }
  });

  it('answer through the API with real counts, one of them with the demo form', async () => {
    const res = await t.call('POST', '/recruit/job-info/queryJobInfoDetail/J_DEMO_02', {
      token: t.token('yunying01'),
    });
    const [form] = await t.database.db
      .select()
      .from(trainFormInfo)
      .where(eq(trainFormInfo.bizCode, 'F_JOB_INTENT'));
    expect(res.body.data).toMatchObject({
      jobName: '普工（长白班）',
      formId: form!.id,
      formName: '就业意向登记表',
      formContent: form!.formContent,
      deliverCount: DEMO_APPLICATIONS.filter(([job]) => job === 'J_DEMO_02').length,
      collectCount: 9,
      transpondCount: 5,
    });
  });

  it('are seeded once: a later start adds nothing', () =>
    expectSeededOnce(t.database.db, [jobInfo, jobApplyInfo, stateChange]));
});
