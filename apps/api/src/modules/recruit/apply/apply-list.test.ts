import { RESUME_TABS, resumeTabOfState } from '@hr/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { jobInfo } from '../job/tables.ts';
import {
  applyKit,
  HENGDA,
  HENGDA_JOB,
  HENGDA_JOB_2,
  OP,
  runAction,
  USERS,
  YUNFAN,
  YUNFAN_JOB,
} from './apply-test-kit.ts';
import { jobApplyInfo } from './tables.ts';

const t = useTestApp({ loginAs: USERS });
const k = applyKit(t);

const DAY = 86_400_000;
const CMPY: Record<string, string | null> = { [OP]: null, [HENGDA]: 'C_HENGDA', [YUNFAN]: 'C_YUNFAN' };
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

type Filters = Record<string, string>;
type Row = typeof jobApplyInfo.$inferSelect;

/** The filters applied in plain code to every application, as the ground truth. */
async function expected(user: string, f: Filters): Promise<Row[]> {
  const rows = await t.database.db.select().from(jobApplyInfo);
  const jobs = new Map((await t.database.db.select().from(jobInfo)).map((j) => [j.jobCode, j]));
  const day = (text: string) => new Date(`${text}T00:00:00+08:00`).getTime();
  return rows.filter(
    (r) =>
      (CMPY[user] === null || r.cmpyCode === CMPY[user]) &&
      (!f.jobCode || r.jobCode === f.jobCode) &&
      (!f.jobName || jobs.get(r.jobCode)!.jobName.includes(f.jobName)) &&
      (!f.usrName || r.usrName.includes(f.usrName)) &&
      (!f.usrPhone || r.usrTel.includes(f.usrPhone)) &&
      (!f.startUsrAge || r.usrAge! >= Number(f.startUsrAge)) &&
      (!f.endUsrAge || r.usrAge! <= Number(f.endUsrAge)) &&
      (!f.usrGender || r.usrGender === Number(f.usrGender)) &&
      (!f.startTime || r.createdAt.getTime() >= day(f.startTime)) &&
      (!f.endTime || r.createdAt.getTime() < day(f.endTime) + DAY),
  );
}

const list = (user: string, query: Record<string, unknown>) =>
  k.get(user, 'queryPageJobApplyInfo', { pageSize: '300', ...query });

beforeAll(async () => {
  const people: [string, number, number, number, string][] = [
    ['张海军', 24, 1, 0, HENGDA_JOB],
    ['李春梅', 31, 2, 2, HENGDA_JOB],
    ['王磊', 45, 1, 3, HENGDA_JOB],
    ['赵丽娟', 28, 2, 5, HENGDA_JOB],
    ['孙建国', 52, 1, 10, HENGDA_JOB_2],
    ['周敏', 36, 2, 1, HENGDA_JOB_2],
    ['吴海涛', 22, 1, 7, YUNFAN_JOB],
    ['郑秀兰', 40, 2, 11, YUNFAN_JOB],
  ];
  for (const [i, [usrName, usrAge, usrGender, state, jobCode]] of people.entries())
    await k.applyIn(state, {
      usrName,
      usrAge,
      usrGender,
      jobCode,
      createdAt: new Date(Date.now() - i * 2 * DAY),
    });
});

describe('lists and counts', () => {
  const cases: Filters[] = [
    {},
    { jobCode: HENGDA_JOB },
    { jobName: '操作工' },
    { jobName: '电焊', jobCode: HENGDA_JOB },
    { jobName: '不存在的职位' },
    { usrName: '海' },
    // Two characters (the bigram index: containsText), a whole name of two, three, and a wildcard as text.
    { usrName: '海军' },
    { usrName: '王磊' },
    { usrName: '吴海涛' },
    { usrName: '%' },
    { usrName: '_磊' },
    { usrPhone: '139' },
    { startUsrAge: '25', endUsrAge: '40' },
    { usrGender: '2' },
    { startTime: today(), endTime: today() },
    { jobCode: HENGDA_JOB, usrGender: '1', startUsrAge: '20' },
  ];
  it.each(USERS.flatMap((user) => cases.map((f) => [user, f] as const)))(
    '%s with %j: counts per tab match the list totals and the rows',
    async (user, f) => {
      const rows = await expected(user, f);
      const counts = k.ok(await k.get(user, 'queryStateCount', f));
      expect(Object.keys(counts).sort()).toEqual(['0', '1', '3', '4', '5']);
      for (const tab of RESUME_TABS) {
        const mine = rows.filter((r) => resumeTabOfState(r.state) === tab.key);
        expect(counts[String(tab.key)], `tab ${tab.key}`).toBe(mine.length);
        const page = k.ok(await list(user, { ...f, state: String(tab.key) }));
        expect(page.total).toBe(mine.length);
        expect(page.records.map((r: { applyCode: string }) => r.applyCode).sort()).toEqual(
          mine.map((r) => r.applyCode).sort(),
        );
      }
      // The POST variants answer the same.
      expect(k.ok(await k.post(user, 'queryStateCountByForm', f))).toEqual(counts);
    },
  );

  it('pages newest first without gaps or repeats', async () => {
    const all = k.ok(await list(OP, { state: '0' })).records as { applyCode: string; createTime: string }[];
    expect(all.length).toBeGreaterThan(4);
    const times = all.map((r) => r.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    const paged: string[] = [];
    for (let pageNum = 1; pageNum <= Math.ceil(all.length / 2); pageNum++)
      paged.push(
        ...k
          .ok(await list(OP, { state: '0', pageNum: String(pageNum), pageSize: '2' }))
          .records.map((r: { applyCode: string }) => r.applyCode),
      );
    expect(paged).toEqual(all.map((r) => r.applyCode));
  });

  it('answers the row as the table shows it', async () => {
    const code = await k.applyIn(3, { usrName: '刘晓东', usrAge: 33, usrGender: 1, remark: '可夜班' });
    const page = k.ok(await list(HENGDA, { state: '3', usrName: '刘晓东' }));
    expect(page.records[0]).toMatchObject({
      applyCode: code,
      jobCode: HENGDA_JOB,
      jobName: '数控车床操作工',
      cmpyCode: 'C_HENGDA',
      usrName: '刘晓东',
      usrAge: 33,
      state: 3,
      stateName: '通过初筛',
      stationCode: null,
      stationName: null,
      remark: '可夜班',
      formValue: null,
    });
    expect(page.records[0].createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('refuses a bad tab and bad filters', async () => {
    const bad = await list(OP, { state: '2' });
    expect(bad.body.code).toBe(400);
    expect(bad.body.msg).toContain('简历状态只能是0、1、3、4、5');
    expect((await list(OP, { startTime: '昨天' })).body.code).toBe(400);
  });
});

describe('the interview clock', () => {
  it('expires a passed invitation when its row is read, once, recorded with no user', async () => {
    const code = await k.applyIn(5, { usrName: '过期者' });
    const interview = new Date(Date.now() - 2 * 3_600_000);
    await t.database.db.update(jobApplyInfo).set({ interviewTime: interview }).where(eqCode(code));
    const countsBefore = k.ok(await k.get(OP, 'queryStateCount', {}));
    const rows = k.ok(await list(OP, { state: '5', usrName: '过期者' })).records;
    expect(rows[0]).toMatchObject({ applyCode: code, state: 6, stateName: '已过期' });
    expect(new Date(`${rows[0].stateTime.replace(' ', 'T')}+08:00`).getTime()).toBe(
      Math.floor(interview.getTime() / 1000) * 1000,
    );
    k.ok(await list(OP, { state: '5', usrName: '过期者' }));
    const records = await k.records(code);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ operateType: 6, fromState: 5, userId: null });
    expect(records[0]!.createdAt.getTime()).toBe(interview.getTime());
    expect(k.ok(await k.get(OP, 'queryStateCount', {}))).toEqual(countsBefore);
    // An action on a passed invitation starts from 6, after the clock's record.
    const other = await k.applyIn(5);
    await t.database.db.update(jobApplyInfo).set({ interviewTime: interview }).where(eqCode(other));
    k.ok(await runAction(k, OP, 'hire', other));
    expect((await k.records(other)).map((r) => [r.fromState, r.operateType, r.userId === null])).toEqual([
      [5, 6, true],
      [6, 4, false],
    ]);
  });

  it('keeps the tab counters equal to the applications', async () => {
    const counters = await k.counters();
    expect(counters.kept).toEqual(counters.real);
    expect(counters.jobs).toEqual(counters.realJobs);
    expect(counters.states).toEqual(counters.realStates);
  });
});

function eqCode(code: string) {
  return eq(jobApplyInfo.applyCode, code);
}
