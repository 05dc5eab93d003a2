import { RESUME_TAB_KEYS, resumeTabOfState } from '@hr/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { applyKit, FORM_JOB, HENGDA, OP, USERS, YUNFAN } from './apply-test-kit.ts';
import { QUERY_MAP_NEEDS_JOB } from './filters.ts';
import { jobApplyInfo } from './tables.ts';

const t = useTestApp({ loginAs: USERS });
const k = applyKit(t);

type Answers = Record<string, unknown>;

/** Answers to the demo form 就业意向登记表 (J_DEMO_02 copies it): the form's own spelling of options. */
const answers = (
  name: string,
  gender: string,
  education: string,
  jobTypes: string[],
  salary: number,
  county: string,
  remark?: string,
): Answers => ({
  name,
  gender,
  phone: '13900000000',
  education,
  jobTypes,
  salary,
  startDate: '2026-12-01',
  hukou: [county.slice(0, 2), county.slice(0, 4), county],
  ...(remark ? { remark } : {}),
});

beforeAll(async () => {
  const people: [number, Answers][] = [
    [0, answers('陈雪', '2', '8', ['5'], 4500, '410184', '能上夜班')],
    [0, answers('马强', '1', '3', ['1', '2'], 6000, '410102')],
    [3, answers('黄芳', '2', '3', ['1', '6'], 5200, '410184', '需要住宿')],
    [5, answers('刘洋', '1', '5', ['2', '3'], 7500, '410105', '有夜班经验')],
    [1, answers('宋丽', '2', '9', ['5', '1'], 4800, '410122')],
    [4, answers('冯军', '1', '3', ['1'], 5500, '410184')],
  ];
  for (const [state, formValue] of people)
    await k.applyIn(state, { jobCode: FORM_JOB, usrName: formValue.name as string, formValue });
});

/** The form answers of every application of the job, filtered in plain code as the ground truth. */
async function expected(keep: (a: Answers) => boolean) {
  const rows = await t.database.db.select().from(jobApplyInfo).where(eq(jobApplyInfo.jobCode, FORM_JOB));
  return rows.filter((r) => r.formValue && keep(r.formValue));
}

const has = (a: Answers, field: string, value: string) => (a[field] as string[] | undefined)?.includes(value);
const CASES: [string, Record<string, unknown>, (a: Answers) => boolean][] = [
  ['a radio', { gender: '2' }, (a) => a.gender === '2'],
  ['a radio sent as a number', { gender: 2 }, (a) => a.gender === '2'],
  ['one of two options', { education: ['3', '8'] }, (a) => a.education === '3' || a.education === '8'],
  [
    'all of two checkboxes',
    { jobTypes: ['1', '2'] },
    (a) => !!has(a, 'jobTypes', '1') && !!has(a, 'jobTypes', '2'),
  ],
  [
    'a number range',
    { salary: [5000, 7000] },
    (a) => (a.salary as number) >= 5000 && (a.salary as number) <= 7000,
  ],
  ['text contained', { remark: '夜班' }, (a) => String(a.remark ?? '').includes('夜班')],
  ['a county', { hukou: ['41', '4101', '410184'] }, (a) => has(a, 'hukou', '410184') === true],
  ['two fields', { gender: '1', jobTypes: ['1'] }, (a) => a.gender === '1' && !!has(a, 'jobTypes', '1')],
  ['blank values ask nothing', { gender: '', jobTypes: [] }, () => true],
];

describe('custom-field filters (queryMap) on a job with a form', () => {
  it.each(CASES)('%s: list and counts per tab match the answers', async (_name, queryMap, keep) => {
    const rows = await expected(keep);
    const counts = k.ok(await k.post(OP, 'queryStateCountByForm', { jobCode: FORM_JOB, queryMap }));
    // The GET variants take queryMap as JSON text.
    expect(k.ok(await k.get(OP, 'queryStateCount', { jobCode: FORM_JOB, queryMap }))).toEqual(counts);
    for (const tab of RESUME_TAB_KEYS) {
      const mine = rows.filter((r) => resumeTabOfState(r.state) === tab).map((r) => r.applyCode);
      expect(counts[String(tab)]).toBe(mine.length);
      const body = { jobCode: FORM_JOB, state: tab, queryMap, pageSize: 300 };
      const page = k.ok(await k.post(OP, 'queryPageJobApplyInfoByForm', body));
      expect(page.total).toBe(mine.length);
      expect(page.records.map((r: { applyCode: string }) => r.applyCode).sort()).toEqual(mine.sort());
    }
    expect(rows.length).toBeGreaterThan(0);
  });

  it('narrows the results (the filters are not vacuous)', async () => {
    const all = await expected(() => true);
    const women = await expected((a) => a.gender === '2');
    expect(women.length).toBeGreaterThan(0);
    expect(women.length).toBeLessThan(all.length);
  });

  it('refuses a field that is not a filter of the job’s form, and filters without the job', async () => {
    const res = await k.post(OP, 'queryPageJobApplyInfoByForm', {
      jobCode: FORM_JOB,
      queryMap: { nope: '1' },
    });
    expect(res.body).toMatchObject({ code: 400, msg: '字段“nope”不能作为筛选条件' });
    const noJob = await k.post(OP, 'queryStateCountByForm', { queryMap: { gender: '1' } });
    expect(noJob.body).toMatchObject({ code: 400, msg: QUERY_MAP_NEEDS_JOB });
    const badValue = await k.post(OP, 'queryPageJobApplyInfoByForm', {
      jobCode: FORM_JOB,
      queryMap: { salary: ['多', '少'] },
    });
    expect(badValue.body).toMatchObject({ code: 400, msg: '期望月薪的筛选条件格式不正确' });
  });

  it('keeps company staff to their company’s jobs', async () => {
    const theirs = await k.post(YUNFAN, 'queryPageJobApplyInfoByForm', {
      jobCode: FORM_JOB,
      queryMap: { gender: '2' },
    });
    expect(theirs.body).toMatchObject({ code: 404, msg: '职位不存在' });
    expect(
      k.ok(await k.post(HENGDA, 'queryStateCountByForm', { jobCode: FORM_JOB, queryMap: { gender: '2' } })),
    ).toEqual(
      k.ok(await k.post(OP, 'queryStateCountByForm', { jobCode: FORM_JOB, queryMap: { gender: '2' } })),
    );
  });
});
