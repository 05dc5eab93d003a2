import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { useTestApp } from '../../test/test-app.ts';

type T = ReturnType<typeof useTestApp>;

/**
 * Known rows for the statistics tests, all in January 2021 in 海南 (46), where the demo has nothing: two
 * companies of the region, four jobs (one deleted), five applications (one on 2020-12-31 23:30, just
 * before the range) with their offers and hires, four resumes, three courses (one deleted), three classes
 * (one deleted) with sessions, students and sign-ins. The expected figures in the tests are counted from
 * this list by hand.
 */
export const RANGE = { beginDate: '2021-01-01', endDate: '2021-01-31' };
export const REGION = '46';

export async function seedStatisRows(t: T, hengda: string) {
  const run = (q: ReturnType<typeof sql>) => t.database.db.execute(q);
  const code = async (name: string) => {
    const [row] = (
      (await run(sql`select categorie_code from job_category where categorie_name = ${name}
      and deleted = false limit 1`)) as unknown as { rows: { categorie_code: string }[] }
    ).rows;
    return row!.categorie_code;
  };
  const [make, cook, welder, electrician, chef] = await Promise.all(
    ['生产制造', '餐饮服务', '焊工', '电工', '厨师'].map(code),
  );
  const region = (county: string) =>
    sql`'46', '海南省', '4601', '海口市', ${county}, ${county === '460105' ? '秀英区' : '龙华区'}`;
  await run(sql`insert into cmpy (cmpy_code, cmpy_name, status, province_code, province_name, city_code, city_name,
      county_code, county_name, created_at, check_time) values
    ('CT_STAT_A', '海口统计测试甲公司', 1, ${region('460105')}, '2021-01-05 09:00+08', '2021-01-06 09:00+08'),
    ('CT_STAT_B', '海口统计测试乙公司', 0, ${region('460106')}, '2021-01-10 09:00+08', null)`);
  const job = (
    c: string,
    cmpy: string,
    parent: string,
    child: string,
    state: number,
    n: number,
    online: string,
    county: string,
  ) =>
    sql`(${c}, ${`统计测试职位${c}`}, ${child}, ${parent}, ${cmpy}, ${state}, ${n}, ${online}::timestamptz, ${region(county)})`;
  await run(sql`insert into job_info (job_code, job_name, job_category, job_category_parent, cmpy_code, approve_type,
      application_number, online_time, province_code, province_name, city_code, city_name, county_code, county_name)
    values ${job('JT1', hengda, make!, welder!, 3, 5, '2021-01-03 10:00+08', '460105')},
      ${job('JT2', 'CT_STAT_B', cook!, chef!, 3, 3, '2021-01-04 10:00+08', '460106')},
      ${job('JT3', 'CT_STAT_B', make!, electrician!, 4, 2, '2021-01-20 10:00+08', '460106')},
      ${job('JT4', 'CT_STAT_B', make!, welder!, 9, 9, '2021-01-05 10:00+08', '460106')}`);
  const apply = (
    c: string,
    j: string,
    cmpy: string,
    usr: string,
    age: number,
    gender: number,
    state: number,
    at: string,
  ) =>
    sql`(${c}, ${j}, ${cmpy}, ${usr}, ${`求职者${usr}`}, ${`1390000${usr.slice(-4)}`}, ${age}, ${gender}, ${state}, ${at}::timestamptz)`;
  await run(sql`insert into job_apply_info (apply_code, job_code, cmpy_code, usr_code, usr_name, usr_tel, usr_age,
      usr_gender, state, created_at) values
    ${apply('AT1', 'JT1', hengda, 'UT0001', 22, 1, 10, '2021-01-05 10:00+08')},
    ${apply('AT2', 'JT1', hengda, 'UT0002', 30, 2, 0, '2021-01-05 11:00+08')},
    ${apply('AT3', 'JT2', 'CT_STAT_B', 'UT0001', 22, 1, 4, '2021-01-08 10:00+08')},
    ${apply('AT4', 'JT3', 'CT_STAT_B', 'UT0003', 40, 1, 10, '2021-01-21 10:00+08')},
    ${apply('AT5', 'JT2', 'CT_STAT_B', 'UT0004', 50, 2, 0, '2020-12-31 23:30+08')}`);
  await run(sql`insert into apply_operation_record (apply_code, operate_type, created_at) values
    ('AT1', 4, '2021-01-06 10:00+08'), ('AT1', 10, '2021-01-07 10:00+08'),
    ('AT3', 4, '2021-01-09 10:00+08'), ('AT4', 4, '2020-12-30 10:00+08'), ('AT4', 10, '2021-01-22 10:00+08')`);
  await run(sql`insert into resume (resume_code, usr_code, usr_name, usr_tel, usr_id_card, academic_requirement) values
    ('RT1', 'UT0001', '求职者UT0001', '13900000001', '460105199901010011', 9),
    ('RT2', 'UT0002', '求职者UT0002', '13900000002', '460105199101010022', 4),
    ('RT4', 'UT0004', '求职者UT0004', '13900000004', '460105197101010044', 8)`);
  await seedTraining(run);
}

async function seedTraining(run: (q: ReturnType<typeof sql>) => Promise<unknown>) {
  const course = (
    c: string,
    cmpy: string | null,
    type: number,
    nature: number,
    state: number,
    county: string,
    at: string,
  ) =>
    sql`(${c}, ${`统计测试课程${c}`}, ${type}, ${nature}, true, 0, ${cmpy}, '{}', '<p>课程</p>', '46', '海南省', '4601',
      '海口市', ${county}, '区', '46010500', '街道', '地址', 110.3, 20.0, 60, ${at}::timestamptz, ${at}::timestamptz,
      ${state}, ${at}::timestamptz)`;
  const ids = (
    (await run(sql`insert into train_course (course_code, course_name, course_type, course_nature, is_free, price,
      cmpy_code, cover_codes, course_intro, province_code, province_name, city_code, city_name, county_code,
      county_name, street_code, street_name, address, lng, lat, capacity, apply_begin_at, apply_end_at,
      approve_type, created_at) values
      ${course('KT1', 'C_HUAXIN', 1, 1, 1, '460105', '2021-01-02 10:00+08')},
      ${course('KT2', null, 2, 3, 0, '460106', '2021-02-10 10:00+08')},
      ${course('KT3', 'C_HUAXIN', 1, 1, 99, '460105', '2021-01-03 10:00+08')}
      returning id`)) as unknown as { rows: { id: number }[] }
  ).rows.map((r) => r.id);
  const [k1, k2] = ids as [number, number];
  const klass = (c: string, course: number, start: string, end: string, capacity: number, deleted: boolean) =>
    sql`(${c}, ${course}, ${`班级${c}`}, ${start}::date, ${end}::date, '09:00', '11:00', '实训室', ${capacity}, ${deleted})`;
  const [c1, c2] = (
    (await run(sql`insert into train_course_class (class_code, course_id, class_name, start_date, end_date, start_time,
      end_time, place, capacity, deleted) values
      ${klass('CT1', k1, '2021-01-10', '2021-01-12', 30, false)},
      ${klass('CT2', k2, '2021-01-20', '2021-01-20', 10, false)},
      ${klass('CT3', k1, '2021-01-11', '2021-01-11', 50, true)} returning id`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows.map((r) => r.id) as [number, number];
  const session = (c: string, cls: number, course: number, d: string) =>
    sql`(${c}, ${cls}, ${course}, ${d}::date, ${`${d} 09:00+08`}::timestamptz, ${`${d} 11:00+08`}::timestamptz)`;
  const s = (
    (await run(sql`insert into train_class_session (session_code, class_id, course_id, session_date, start_at, end_at)
      values ${session('ST1', c1, k1, '2021-01-10')}, ${session('ST2', c1, k1, '2021-01-11')},
      ${session('ST3', c1, k1, '2021-01-12')}, ${session('ST4', c2, k2, '2021-01-20')} returning id`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows.map((r) => r.id);
  const enrol = (c: string, course: number, cls: number, phone: string, at: string, removed: string | null) =>
    sql`(${c}, ${course}, ${cls}, ${`学员${c}`}, ${phone}, ${at}::timestamptz, ${removed}::timestamptz)`;
  const e = (
    (await run(sql`insert into train_enrolment (enrolment_code, course_id, class_id, student_name, student_phone,
      placed_at, removed_at) values
      ${enrol('ET1', k1, c1, '13700000001', '2021-01-05 10:00+08', null)},
      ${enrol('ET2', k1, c1, '13700000002', '2021-01-06 10:00+08', null)},
      ${enrol('ET3', k1, c1, '13700000003', '2021-01-06 11:00+08', '2021-01-09 10:00+08')},
      ${enrol('ET4', k2, c2, '13700000001', '2021-01-15 10:00+08', null)} returning id`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows.map((r) => r.id);
  const sign = (sessionIx: number, enrolIx: number, cls: number, course: number) =>
    sql`(${s[sessionIx]!}, ${e[enrolIx]!}, ${cls}, ${course})`;
  await run(sql`insert into train_sign_in (session_id, enrolment_id, class_id, course_id) values
    ${sign(0, 0, c1, k1)}, ${sign(1, 0, c1, k1)}, ${sign(2, 0, c1, k1)}, ${sign(0, 1, c1, k1)}, ${sign(0, 2, c1, k1)},
    ${sign(3, 3, c2, k2)}`);
}

export interface Result {
  beginDate: string;
  endDate: string;
  figures: { key: string; value: number; link?: string }[];
  charts: { key: string; x: string[]; series: { name: string; data: number[] }[] }[];
}

export function statisKit(t: T) {
  const ok = (res: { body: { code: number; data: unknown } }) => {
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    return res.body.data as Result;
  };
  return {
    post: async (user: string, path: string, body: Record<string, string> = {}) =>
      ok(await t.call('POST', path, { token: t.token(user), body })),
    get: async (user: string, path: string, query: Record<string, string> = {}) =>
      ok(await t.call('GET', path, { token: t.token(user), query })),
    /** The figures of a result by key. */
    figs: (r: Result) => Object.fromEntries(r.figures.map((f) => [f.key, f.value])),
    /** A chart as label → value of each series: { seriesName: { label: n } } (zeros dropped). */
    chart: (r: Result, key: string) => {
      const c = r.charts.find((x) => x.key === key);
      expect(c, key).toBeDefined();
      return Object.fromEntries(
        c!.series.map((s) => [
          s.name,
          Object.fromEntries(c!.x.map((x, i) => [x, s.data[i]!]).filter(([, n]) => n !== 0)),
        ]),
      );
    },
  };
}
