import { AGE_BANDS, companyLifecycle, dictionaryLabels, type StatisResult } from '@hr/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import {
  chart,
  counts,
  type Frame,
  figure,
  inRange,
  inRegion,
  monthOf,
  monthsOf,
  named,
  ofCompany,
  result,
  rows,
  spread,
  whereAll,
} from './frame.ts';
import { applied, applyFrom, HIRE, published } from './recruit-sql.ts';
import { APPLIED, peopleCounts, recruitCounts } from './report/read.ts';
import { trainStatis } from './train-statis.ts';

/**
 * The government view (/cmpy/statis/zf/*, /userinfo/statis/zf/*). The platform records no industry of a
 * company, so the industry (行业) is the top-level job category (工种大类) of its published jobs and the
 * specialty (细分工种) the job category itself: a company with jobs in two industries counts in both.
 */

const sum = (data: number[]) => data.reduce((a, b) => a + b, 0);
const TOP = 15;

const ageChart = (key: string, title: string, data: { k: number | string | null; n: number }[]) =>
  chart(
    key,
    title,
    'bar',
    [...AGE_BANDS.map((b) => b.label), '未填写'],
    [
      {
        name: '人数',
        data: [...AGE_BANDS.map((_, i) => i), -1].map((i) =>
          sum(data.filter((r) => Number(r.k) === i).map((r) => Number(r.n))),
        ),
      },
    ],
  );

async function queryCmpyCount(db: DbOrTx, f: Frame): Promise<StatisResult> {
  const live = [sql`m.deleted = false`, ofCompany(f, 'm'), inRegion(f, 'm')];
  const n = await counts<'total' | 'certified' | 'reviewing' | 'rejected' | 'added'>(
    db,
    sql`select count(*) as total, count(*) filter (where m.status = 1) as certified,
        count(*) filter (where m.status = 0) as reviewing, count(*) filter (where m.status = 2) as rejected,
        count(*) filter (where ${inRange(f, sql`m.created_at`)}) as added
      from cmpy m ${whereAll(...live)}`,
  );
  const months = monthsOf(f);
  const monthly = await rows<{ k: string; n: number }>(
    db,
    sql`select ${monthOf(sql`m.created_at`)} as k, count(*)::int as n from cmpy m
      ${whereAll(...live, inRange(f, sql`m.created_at`))} group by 1`,
  );
  const byCounty = await rows<{ k: string | null; n: number }>(
    db,
    sql`select m.county_name as k, count(*)::int as n from cmpy m ${whereAll(...live)}
      group by 1 order by n desc, 1 limit ${TOP}`,
  );
  const states = companyLifecycle.states as Record<number, string>;
  return result(
    f,
    [
      figure('total', '企业总数', n.total, '家'),
      figure('certified', states[1]!, n.certified, '家'),
      figure('reviewing', states[0]!, n.reviewing, '家'),
      figure('rejected', states[2]!, n.rejected, '家'),
      figure('added', '区间新增', n.added, '家'),
    ],
    [
      chart('addedMonth', '按月新增企业', 'bar', months, spread(months, ['新增企业'], monthly)),
      named('byCounty', '企业按区县', 'bar', '企业数', byCounty),
    ],
  );
}

/** The top-level job category's code (the industry, 行业) of job j; its name via `named` below. */
const INDUSTRY_CODE = sql`coalesce(j.job_category_parent, j.job_category)`;
/**
 * Rows (code, …) of job categories named: `coalesce(g.categorie_name, '未分类')` joined once per code, as
 * INDUSTRY / CATEGORY name them, instead of a lookup per job.
 */
const NAMED = sql`left join job_category g on g.categorie_code = x.code`;
const NAME = sql`coalesce(g.categorie_name, '未分类')`;

/** Companies with jobs published in the range, per industry or category name (`code` of job j). */
async function companiesBy(db: DbOrTx, f: Frame, code: SQL, limit: number | null) {
  return rows<{ k: string; n: number }>(
    db,
    sql`select ${NAME} as k, count(distinct x.cmpy_code)::int as n
      from (select distinct ${code} as code, j.cmpy_code from job_info j ${published(f)}) x ${NAMED}
      group by 1 order by n desc, 1 ${limit === null ? sql`` : sql`limit ${limit}`}`,
  );
}

async function queryIndustryCmpyCount(db: DbOrTx, f: Frame): Promise<StatisResult> {
  const data = await companiesBy(db, f, INDUSTRY_CODE, null);
  const n = await counts<'n'>(
    db,
    sql`select count(distinct j.cmpy_code) as n from job_info j ${published(f)}`,
  );
  return result(
    f,
    [figure('companies', '发布职位的企业', n.n, '家'), figure('industries', '涉及行业', data.length, '个')],
    [named('industry', '企业按行业（工种大类）', 'bar', '企业数', data)],
  );
}

async function querySpecialtyIndustryCmpyCount(db: DbOrTx, f: Frame): Promise<StatisResult> {
  const data = await companiesBy(db, f, sql`j.job_category`, TOP);
  const n = await counts<'n'>(
    db,
    sql`select count(distinct j.job_category) as n from job_info j ${published(f)}`,
  );
  return result(
    f,
    [figure('specialties', '涉及细分工种', n.n, '个')],
    [named('specialty', `企业按细分工种（前${TOP}）`, 'bar', '企业数', data)],
  );
}

async function queryCmpyStaffIndustryCount(db: DbOrTx, f: Frame): Promise<StatisResult> {
  const byIndustry = await recruitCounts(db, f, HIRE, 'industry');
  const byCounty = (await recruitCounts(db, f, HIRE, 'county')).slice(0, TOP);
  const byAge = await recruitCounts(db, f, HIRE, 'age');
  return result(
    f,
    [figure('hires', '区间入职', sum(byIndustry.map((r) => Number(r.n))), '人')],
    [
      named('industry', '入职人员按行业', 'bar', '入职', byIndustry),
      ageChart('age', '入职人员年龄段', byAge),
      named('county', '入职人员按区县', 'bar', '入职', byCounty),
    ],
  );
}

async function queryProvideNeedCount(db: DbOrTx, f: Frame): Promise<StatisResult> {
  const need = await rows<{ k: string; n: number }>(
    db,
    sql`select ${NAME} as k, sum(x.n)::int as n
      from (select ${INDUSTRY_CODE} as code, coalesce(sum(j.application_number), 0) as n
        from job_info j ${published(f)} group by 1) x ${NAMED} group by 1`,
  );
  const provide = await recruitCounts(db, f, APPLIED, 'industry');
  const data = [
    ...need.map((r) => ({ ...r, s: '招聘人数' })),
    ...provide.map((r) => ({ k: r.k ?? '', n: r.n, s: '报名人次' })),
  ];
  const industries = [...new Set(data.map((r) => r.k))].sort((a, b) => a.localeCompare(b, 'zh-CN'));
  const series = spread(industries, ['招聘人数', '报名人次'], data);
  return result(
    f,
    [
      figure('need', '需求（招聘人数）', sum(series[0]!.data), '人'),
      figure('provide', '供给（报名人次）', sum(series[1]!.data), '人次'),
    ],
    [chart('provideNeed', '各行业供需', 'bar', industries, series)],
  );
}

/** Applicants in the range: distinct people (usr_code), their resume's education. */
async function queryStudentAndTalents(db: DbOrTx, f: Frame): Promise<StatisResult> {
  const students = await trainStatis.courseStudentMon(db, f);
  const byEducation = await rows<{ k: string | null; n: number }>(
    db,
    sql`select r.academic_requirement::text as k, count(*)::int as n from resume r
      where r.usr_code in (select a.usr_code ${applyFrom(f, false)} ${applied(f)}) group by 1 order by 1::int nulls last`,
  );
  const people = await peopleCounts(db, f, ['gender']);
  const education = dictionaryLabels.education;
  const talents = sum(byEducation.filter((r) => Number(r.k) >= 8).map((r) => Number(r.n)));
  return result(
    f,
    [
      students.figures.find((x) => x.key === 'placed')!,
      figure('applicants', '求职人员', sum(people.gender.map((r) => r.n)), '人'),
      figure('talents', '大专及以上人才', talents, '人'),
    ],
    [
      ...students.charts.map((c) => ({ ...c, series: c.series.filter((s) => s.name === '入班') })),
      named(
        'education',
        '求职人员学历',
        'pie',
        '人数',
        byEducation.map((r) => ({ k: r.k === null ? null : (education[r.k] ?? r.k), n: r.n })),
      ),
    ],
  );
}

async function queryZfStaffIndustryCount(db: DbOrTx, f: Frame): Promise<StatisResult> {
  const people = await peopleCounts(db, f, ['industry', 'age', 'gender']);
  const gender = dictionaryLabels.gender;
  return result(
    f,
    [figure('people', '求职人员', sum(people.gender.map((r) => r.n)), '人')],
    [
      named('industry', '求职人员按行业（报名职位的工种大类）', 'bar', '人数', people.industry),
      ageChart('age', '求职人员年龄段', people.age),
      named(
        'gender',
        '求职人员性别',
        'pie',
        '人数',
        people.gender.map((r) => ({ k: r.k ? (gender[r.k] ?? r.k) : null, n: r.n })),
      ),
    ],
  );
}

export const zfStatis = {
  queryCmpyCount,
  queryCmpyStaffIndustryCount,
  queryIndustryCmpyCount,
  queryProvideNeedCount,
  querySpecialtyIndustryCmpyCount,
  queryStudentAndTalents,
  queryZfStaffIndustryCount,
};
