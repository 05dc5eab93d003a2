// @ts-check
/**
 * The data of bench/jobs.mjs (and of bench/applications.mjs): the bulk inserts of jobs, applications,
 * favourites and shares with the checks around them, and the four job calls timed on them with what their
 * answers must hold.
 *
 * Every field draws from its own hash of the row number (`hashint4extended(g, k)`), so fields are independent
 * of each other and the rows are the same on every database and every run.
 */
import { seconds } from './measure.mjs';

export const JOBS = 100_000;
export const APPLICATIONS = 1_000_000;
export const FAVOURITES = 200_000;
export const SHARES = 300_000;

/** Prefix of the bench's job codes (the demo's are J_DEMO_nn); a code is `JB` and 8 digits. */
export const JOB_PREFIX = 'JB';
/** The top-level category that gets the most jobs (生产制造): a third of all jobs are its children. */
export const HOT_CATEGORY = 'JC01';
/** Henan, and its capital 郑州市 that most of Henan's jobs are in. */
export const PROVINCE = '41';
export const CITY = '4101';
/** Distinct people who apply, favour and share. */
const PEOPLE = 300_000;

// ---------------------------------------------------------------------------------------------------------
// Weighted draws

/**
 * A `case` over one hash that gives each value its share (shares in percent, summing to 100).
 * @param {string} hash an SQL expression ≥ 0
 * @param {[number | string, number][]} shares value, percent
 */
function weighted(hash, shares) {
  const total = shares.reduce((sum, [, p]) => sum + p, 0);
  if (total !== 100) throw new Error(`shares add up to ${total}`);
  let bound = 0;
  const arms = shares.slice(0, -1).map(([value, p]) => {
    bound += p;
    return `when ${hash} % 100 < ${bound} then ${value}`;
  });
  return `(case ${arms.join(' ')} else ${shares[shares.length - 1]?.[0]} end)`;
}

/** Tab states: online 40 %, offline 20 %, approved 8 %, pending 8 %, rejected 6 %, forced end 3 %, draft 15 %. */
export const STATE_SHARES = /** @type {[number, number][]} */ ([
  [3, 40],
  [4, 20],
  [2, 8],
  [0, 8],
  [1, 6],
  [5, 3],
  [6, 15],
]);
/** Work types: 全职 most, then 兼职, 日结, 不限, 短期, 实习. */
const WORK_TYPE_SHARES = /** @type {[number, number][]} */ ([
  [1, 55],
  [2, 12],
  [3, 10],
  [0, 10],
  [5, 8],
  [4, 5],
]);
/** Pay cycle: by month mostly, by day for day labour. */
const PAY_CYCLE_SHARES = /** @type {[number, number][]} */ ([
  [3, 85],
  [1, 10],
  [2, 3],
  [4, 2],
]);
/** Salary flag: a range mostly, 面议 some, free text a few. */
const FLAG_SHARES = /** @type {[number, number][]} */ ([
  [2, 80],
  [1, 12],
  [3, 8],
]);
/** Education (job codes: 1 不限 … 11 博士). */
const EDUCATION_SHARES = /** @type {[number, number][]} */ ([
  [1, 35],
  [3, 15],
  [4, 12],
  [5, 8],
  [7, 8],
  [8, 14],
  [9, 7],
  [10, 1],
]);
/** Application stage (0 new … 11 resigned): most are still new or seen. */
const APPLY_STATE_SHARES = /** @type {[number, number][]} */ ([
  [0, 45],
  [1, 15],
  [2, 10],
  [3, 8],
  [4, 5],
  [5, 5],
  [6, 4],
  [7, 3],
  [8, 2],
  [9, 1],
  [10, 1],
  [11, 1],
]);

/** @param {string[]} items */
const sqlArray = (items) => `array[${items.map((x) => `'${x}'`).join(',')}]`;
/** @param {string} array @param {number} length @param {string} hash */
const pick = (array, length, hash) => `(${array})[1 + ${hash} % ${length}]`;

const WELFARE = [
  '五险一金',
  '包吃',
  '包住',
  '节日福利',
  '年终奖',
  '加班补助',
  '交通补助',
  '双休',
  '带薪年假',
  '全勤奖',
];
const DESCRIPTION = ['长白班', '两班倒', '流水线', '计件', '持证上岗', '有师傅带教', '可接受新手', '夜班'];
const INTERVIEW = ['携带身份证', '携带简历', '现场试岗', '携带学历证书', '电话面试'];
const STREETS = [
  '建设路',
  '人民路',
  '解放路',
  '中原路',
  '文化路',
  '工业路',
  '科技路',
  '商城路',
  '花园路',
  '农业路',
];
const NAME_SUFFIXES = ['', '', '', '（长白班）', '（急招）', '（包吃住）', '（日结）', '学徒'];
const SURNAMES = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '赵',
  '黄',
  '周',
  '吴',
  '徐',
  '孙',
  '胡',
  '朱',
  '高',
  '林',
];
const GIVEN = [
  '伟',
  '芳',
  '娜',
  '秀英',
  '敏',
  '静',
  '丽',
  '强',
  '磊',
  '军',
  '洋',
  '勇',
  '艳',
  '杰',
  '娟',
  '涛',
];

// ---------------------------------------------------------------------------------------------------------
// The rows

/**
 * 100,000 jobs of the certified demo companies. Category: a third the children of HOT_CATEGORY, the rest
 * any child category. Region: 30 % in Henan (70 % of those in 郑州市's counties, the rest in Henan's other
 * counties), 70 % in any other county of the country, with the names of the region table. States, work
 * types, pay cycles, salary flags and education by the shares above; salaries in cents; times consistent
 * with the state within the past year (created, submitted, checked, online, down, refreshed).
 */
export function insertJobs() {
  const hg = (/** @type {number} */ k) => `abs(hashint4extended(g, ${k}))`;
  const h = (/** @type {number} */ k) => `abs(hashint4extended(j.g, ${k}))`;
  return `insert into job_info (job_code, job_name, job_category, job_category_parent, cmpy_code, flag,
     job_min_salary, job_max_salary, salary_describe, pay_cycle, application_number, entry_rebate, rebate_rule,
     academic_requirement, work_years, gender_requirement, age_requirement, interview_requirements,
     other_requirements, job_introduction, work_description, job_welfare, social_recruitment, work_type,
     contact_name, contact_phone, province_code, province_name, city_code, city_name, county_code, county_name,
     job_address, gcj02_lon, gcj02_lat, bd09_lon, bd09_lat, automatical_publish, need_resume, approve_type, remark,
     submit_time, check_time, online_time, down_time, refresh_time, created_at, updated_at)
   with companies as materialized (
     select array_agg(cmpy_code order by id) as codes from cmpy where status = 1 and not deleted
   ),
   categories as (
     select g.grp, row_number() over (partition by g.grp order by c.categorie_code) - 1 as i,
            c.categorie_code as code, c.categorie_name as name, c.categorie_parent_code as parent
     from job_category c
     join job_category p on p.categorie_code = c.categorie_parent_code and not p.deleted
     cross join (values ('hot'), ('any')) g(grp)
     where not c.deleted and (g.grp = 'any' or c.categorie_parent_code = '${HOT_CATEGORY}')
   ),
   counties as (
     select x.grp, row_number() over (partition by x.grp order by c.code) - 1 as i,
            c.code, c.name, ci.code as city_code, ci.name as city_name, p.code as province_code, p.name as province_name
     from region c
     join region ci on ci.code = c.parent_code and ci.level = 2
     join region p on p.code = ci.parent_code and p.level = 1
     cross join lateral (select case when ci.code = '${CITY}' then 'city'
                                     when p.code = '${PROVINCE}' then 'province' else 'country' end as grp) x
     where c.level = 3
   ),
   jobs as materialized (
     select g,
       ${weighted(hg(1), STATE_SHARES)} as state,
       case when ${hg(2)} % 3 = 0 then 'hot' else 'any' end as category_group,
       ${weighted(hg(3), [
         ["'city'", 21],
         ["'province'", 9],
         ["'country'", 70],
       ])} as region_group,
       ${weighted(hg(4), PAY_CYCLE_SHARES)} as pay_cycle,
       ${weighted(hg(5), FLAG_SHARES)} as flag,
       now() - interval '365 days' + (${hg(6)} % (363 * 86400)) * interval '1 second' as created,
       (${hg(7)} % 1000) / 1000.0 as f1,
       (${hg(8)} % 1000) / 1000.0 as f2
     from generate_series(1, ${JOBS}) g
   ),
   sizes as (
     select grp, count(*) as n from categories group by grp
     union all select grp, count(*) from counties group by grp
   ),
   picked as materialized (
     select j.*, ${h(33)} % cs.n as ci, ${h(34)} % rs.n as ri
     from jobs j
     join sizes cs on cs.grp = j.category_group
     join sizes rs on rs.grp = j.region_group
   )
   select '${JOB_PREFIX}' || lpad(j.g::text, 8, '0'),
     c.name || ${pick(sqlArray(NAME_SUFFIXES), NAME_SUFFIXES.length, h(9))},
     c.code, c.parent,
     co.codes[1 + ${h(10)} % cardinality(co.codes)],
     j.flag,
     case when j.flag = 2 then s.min_yuan * 100 end,
     case when j.flag = 2 then s.min_yuan * (12 + ${h(11)} % 9) * 10 end,
     case when j.flag = 3 then (array['底薪加提成','计件工资','面议高薪','按件计酬'])[1 + ${h(12)} % 4] end,
     j.pay_cycle,
     1 + ${h(13)} % 30,
     case when ${h(14)} % 5 = 0 then (200 + 100 * (${h(14)} % 9)) * 100 end,
     case when ${h(14)} % 5 = 0 then '推荐人员入职满30天后发放' end,
     ${weighted(h(15), EDUCATION_SHARES)},
     ${h(16)} % 6,
     ${weighted(h(17), [
       [0, 70],
       [1, 20],
       [2, 10],
     ])},
     (16 + ${h(18)} % 8) || '-' || (40 + ${h(18)} % 20),
     array[${pick(sqlArray(INTERVIEW), INTERVIEW.length, h(19))}],
     case when ${h(20)} % 4 = 0 then '能适应倒班' end,
     '负责' || c.name || '相关工作，' || ${pick(sqlArray(DESCRIPTION), DESCRIPTION.length, h(21))} || '，工作地点在' || r.name || '。',
     array[${pick(sqlArray(DESCRIPTION), DESCRIPTION.length, h(22))}],
     array[${pick(sqlArray(WELFARE), WELFARE.length, h(23))}, ${pick(sqlArray(WELFARE), WELFARE.length, h(24))}],
     case when ${h(25)} % 10 = 0 then 2 else 1 end,
     ${weighted(h(26), WORK_TYPE_SHARES)},
     ${pick(sqlArray(SURNAMES), SURNAMES.length, h(27))} || '经理',
     '138' || lpad((${h(28)} % 100000000)::text, 8, '0'),
     r.province_code, r.province_name, r.city_code, r.city_name, r.code, r.name,
     r.name || ${pick(sqlArray(STREETS), STREETS.length, h(29))} || (1 + ${h(30)} % 300) || '号',
     geo.lon, geo.lat, geo.lon + 0.0065, geo.lat + 0.006,
     case when j.state = 2 or ${h(31)} % 10 = 0 then 1 else 0 end,
     case when ${h(32)} % 4 = 0 then 0 else 1 end,
     j.state,
     case j.state when 1 then '薪资范围与岗位描述不符，请核实后重新提交'
                  when 5 then '职位信息涉嫌夸大宣传，经核实后强制下线' end,
     t.submitted, t.checked, t.online, t.down,
     coalesce(t.down, t.online + (now() - t.online) * j.f2, t.checked, t.submitted, j.created),
     j.created,
     coalesce(t.down, t.online + (now() - t.online) * j.f2, t.checked, t.submitted, j.created)
   from picked j
   cross join companies co
   join categories c on c.grp = j.category_group and c.i = j.ci
   join counties r on r.grp = j.region_group and r.i = j.ri
   cross join lateral (
     select case j.pay_cycle when 1 then 120 + 10 * (${h(35)} % 19)
                             when 2 then 800 + 100 * (${h(35)} % 10)
                             when 4 then 50000 + 5000 * (${h(35)} % 20)
                             else 3000 + 500 * (${h(35)} % 13) end as min_yuan
   ) s
   cross join lateral (
     select case when r.province_code = '${PROVINCE}' then 112.8 + (${h(36)} % 16000) / 10000.0
                 else 100 + (${h(36)} % 220000) / 10000.0 end as lon,
            case when r.province_code = '${PROVINCE}' then 34.2 + (${h(37)} % 9000) / 10000.0
                 else 22 + (${h(37)} % 230000) / 10000.0 end as lat
   ) geo
   cross join lateral (
     select case when j.state <> 6 then j.created + interval '10 minutes' end as submitted,
            case when j.state in (1, 2, 3, 4, 5) then j.created + interval '1 day' end as checked,
            case when j.state in (3, 4, 5) then j.created + interval '1 day 2 hours' end as online,
            case when j.state in (4, 5)
                 then j.created + interval '1 day 2 hours' + (now() - j.created - interval '1 day 2 hours') * j.f1 end as down
   ) t
   order by j.g`;
}

/**
 * `total` rows spread unevenly over the bench jobs that have been online (states 3, 4, 5): job k gets
 * floor(a · (u^-0.6 − 1)) rows for a uniform u of its own (a Pareto tail: many jobs none or a few, some hundreds,
 * a few thousands), cut off once `total` rows are given out. Person p of the job's i-th row is
 * (k · 7919 + i · 104729) mod 300,000, distinct within one job as 104729 is prime to 300,000.
 * @param {number} total
 * @param {number} a
 * @param {number} seed the hash of u
 */
function spread(total, a, seed) {
  return `jobs as (
     select j.job_code, j.cmpy_code, j.online_time, coalesce(j.down_time, now()) as until, row_number() over (order by j.job_code) as k,
       greatest(0, least(5000, floor(${a} * (power(((abs(hashint4extended(substr(j.job_code, 3)::int, ${seed})) % 1000000 + 1) / 1000001.0)::float8, -0.6) - 1))))::int as n
     from job_info j
     where j.job_code like '${JOB_PREFIX}%' and j.approve_type in (3, 4, 5)
   ),
   quota as (
     select job_code, cmpy_code, online_time, until, k,
            greatest(0, least(n, ${total} - (sum(n) over (order by k) - n)))::int as n
     from jobs
   ),
   picks as (
     select q.job_code, q.cmpy_code, q.k, i, q.online_time + (q.until - q.online_time) * ((abs(hashint4extended(q.k::int * 8192 + i, ${seed + 1})) % 1000) / 1000.0) as at,
            ((q.k * 7919 + i * 104729) % ${PEOPLE})::int as p
     from quota q cross join lateral generate_series(1, q.n) i
   )`;
}

/**
 * 1,000,000 applications; every person has one name, phone, age and gender everywhere. Each carries its job's
 * company (as the apply page copies it); an application past new (0) entered its state between 1 and 72 hours
 * after it was made (never later than now).
 */
export function insertApplications() {
  const hp = (/** @type {number} */ k) => `abs(hashint4extended(r.p, ${k}))`;
  return `insert into job_apply_info (apply_code, resume_code, job_code, cmpy_code, usr_code, usr_name, usr_tel,
     usr_age, usr_gender, state, state_time, created_at, updated_at)
   with ${spread(APPLICATIONS, 11.5, 101)}
   select 'AP' || lpad(r.k::text, 6, '0') || lpad(r.i::text, 4, '0'),
     case when ${hp(1)} % 5 <> 0 then 'RS' || lpad(r.p::text, 6, '0') end,
     r.job_code,
     r.cmpy_code,
     'UB' || lpad(r.p::text, 6, '0'),
     ${pick(sqlArray(SURNAMES), SURNAMES.length, hp(2))} || ${pick(sqlArray(GIVEN), GIVEN.length, hp(3))},
     '13' || lpad(((r.p::bigint * 7919) % 1000000000)::text, 9, '0'),
     18 + ${hp(4)} % 40,
     1 + ${hp(5)} % 2,
     st.state,
     st.state_time, r.at, st.state_time
   from picks r
   cross join lateral (
     select s.state,
            case when s.state = 0 then r.at
                 else least(now(), r.at + (1 + abs(hashint4extended(r.k::int * 8192 + r.i, 104)) % 72) * interval '1 hour') end as state_time
     from (select ${weighted(`abs(hashint4extended(r.k::int * 8192 + r.i, 103))`, APPLY_STATE_SHARES)} as state) s
   ) st
   order by r.k, r.i`;
}

/** 200,000 favourites, one per person and job. */
export function insertFavourites() {
  return `insert into job_collect (job_code, usr_code, created_at)
   with ${spread(FAVOURITES, 2.55, 201)}
   select r.job_code, 'UB' || lpad(r.p::text, 6, '0'), r.at
   from picks r
   order by r.k, r.i`;
}

/** 300,000 shares, a third of them without a login. */
export function insertShares() {
  return `insert into job_transpond (job_code, usr_code, created_at)
   with ${spread(SHARES, 3.6, 301)}
   select r.job_code, case when (r.k + r.i) % 3 <> 0 then 'UB' || lpad(r.p::text, 6, '0') end, r.at
   from picks r
   order by r.k, r.i`;
}

export const INSERTS = /** @type {const} */ ([
  ['job_info', insertJobs],
  ['job_apply_info', insertApplications],
  ['job_collect', insertFavourites],
  ['job_transpond', insertShares],
]);
export const TABLE_ROWS = /** @type {Record<string, number>} */ ({
  job_info: JOBS,
  job_apply_info: APPLICATIONS,
  job_collect: FAVOURITES,
  job_transpond: SHARES,
});

// ---------------------------------------------------------------------------------------------------------
// Putting them in

/**
 * The `n` of a query's first row on `db` as a number (NaN without a row): `select count(*)::int as n …`.
 * @param {import('./measure.mjs').Queryable} db
 */
export const countQuery =
  (db) =>
  async (/** @type {string} */ text, /** @type {unknown[]} */ values = []) =>
    Number((await db.query(text, values)).rows[0]?.n ?? Number.NaN);

/**
 * Checks that HOT_CATEGORY has the child categories its jobs go to.
 * @param {ReturnType<typeof countQuery>} one
 */
export async function checkCategories(one) {
  const children = await one(
    `select count(*)::int as n from job_category where categorie_parent_code = $1 and not deleted`,
    [HOT_CATEGORY],
  );
  if (children < 5)
    throw new Error(`job category ${HOT_CATEGORY} has too few child categories for the bench`);
}

/**
 * Inserts the bench rows of `tables` (in the order of INSERTS, one statement each) once no bench jobs are
 * there yet; answers the seconds each insert took.
 * @param {import('./measure.mjs').Queryable} db
 * @param {string[]} [tables] all of INSERTS by default
 */
export async function insertRows(db, tables = INSERTS.map(([t]) => t)) {
  const jobs = await countQuery(db)(`select count(*)::int as n from job_info where job_code like $1`, [
    `${JOB_PREFIX}%`,
  ]);
  if (jobs > 0) throw new Error('bench jobs are there already');
  /** @type {Record<string, number>} */
  const insertSeconds = {};
  for (const [table, sql] of INSERTS.filter(([t]) => tables.includes(t))) {
    const t0 = performance.now();
    await db.query(sql());
    insertSeconds[table] = seconds(t0);
  }
  return insertSeconds;
}

// ---------------------------------------------------------------------------------------------------------
// The calls timed on them

/**
 * @typedef {object} JobCall
 * @property {string} name what the table shows
 * @property {'list' | 'types'} kind queryJobInfoList or queryJobInfoType
 * @property {{ approveType?: number, source: string, jobCategoryCode?: string, workType?: number, regionCode?: string, jobName?: string }} filters
 * @property {number} [pageNum]
 * @property {number} [pageSize]
 * @property {string} check the same condition for an independent `count(*)` of job_info (tab states only for
 *   the tab counts; the list's own tab for a list)
 * @property {number} [minTotal] the total must be above this (page 500 must be a real page)
 */

/** @type {JobCall[]} */
export const JOB_CALLS = [
  {
    name: 'list page 1: 已上线 + 河南省 + 全职 + 生产制造',
    kind: 'list',
    filters: {
      approveType: 3,
      source: '2',
      jobCategoryCode: HOT_CATEGORY,
      workType: 1,
      regionCode: PROVINCE,
    },
    pageNum: 1,
    pageSize: 10,
    check: `approve_type = 3 and (job_category = '${HOT_CATEGORY}' or job_category_parent = '${HOT_CATEGORY}') and work_type = 1 and province_code = '${PROVINCE}'`,
    minTotal: 10,
  },
  {
    name: 'list page 500: 已上线 + 河南省',
    kind: 'list',
    filters: { approveType: 3, source: '2', regionCode: PROVINCE },
    pageNum: 500,
    pageSize: 10,
    check: `approve_type = 3 and province_code = '${PROVINCE}'`,
    minTotal: 5000,
  },
  {
    // Two characters, as most Chinese name searches are: no trigram; the job-name bigram index answers it.
    name: 'list page 1: 已上线 + 职位名称含「司机」',
    kind: 'list',
    filters: { approveType: 3, source: '2', jobName: '司机' },
    pageNum: 1,
    pageSize: 10,
    check: `approve_type = 3 and job_name like '%司机%'`,
    minTotal: 10,
  },
  {
    name: 'tab counts, no filter',
    kind: 'types',
    filters: { source: '2' },
    check: 'approve_type in (0, 1, 2, 3, 4, 5, 6)',
  },
  {
    name: 'tab counts: 河南省',
    kind: 'types',
    filters: { source: '2', regionCode: PROVINCE },
    check: `approve_type in (0, 1, 2, 3, 4, 5, 6) and province_code = '${PROVINCE}'`,
  },
];
