// @ts-check
/**
 * Course applications at volume (issue 22), on embedded PGlite and on the machine's PostgreSQL: the application
 * list (all courses page 1 and page 500 of a state, one course in a state, one course filtered by a field of its
 * custom form through the ByForm call) and the applyState counts (all courses, one course, one course by a form
 * field) on 1,000,000 applications of 2,000 courses, with their orders — p50/p99, requests per second, each
 * beside the same SQL alone — and the streamed xlsx export of 100,000 applications: time, file, the server's
 * peak memory. Targets on PostgreSQL: list and counts p99 < 50 ms; the export under 10 s and 250 MB.
 *
 * The flow is the applications step's (bench/applications.mjs, measureCallStep in bench/measure.mjs): first
 * start, rows straight into the database, restart, check / time / load each call, the export on a server
 * restarted for it, then each handler's SQL alone (bench/course-apply-sql.ts).
 *
 *   node bench/course-applies.mjs [--n 200] [--duration 8] [--connections 10] [--json <file>] [--doc]
 *
 * Needs apps/api/dist/main.js (`npm run build -w apps/api`) and PostgreSQL on 127.0.0.1:5432 (user postgres,
 * trust auth; PG_SERVER_URL overrides the server). Its temp database `bench_<timestamp>` is dropped at the end.
 */

import { countQuery } from './job-data.mjs';
import {
  callNotes,
  callStepVerdict,
  callTable,
  downloadTable,
  exportAfter,
  exportVerdict,
  fmt,
  measureCallStep,
  mib,
  readXlsxBack,
  runCallStepIfMain,
  seconds,
} from './measure.mjs';

const COURSES = 2_000;
const APPLICATIONS = 1_000_000;
const WARMUP = 20;
const TARGET_P99_MS = 50;
const EXPORT_ROWS = 100_000;
const EXPORT_TARGET_MS = 10_000;
const EXPORT_TARGET_MB = 250;
const APPLY = '/train/apply';
/** The demo's sign-up form (seed/demo-course-applies.ts): every bench course asks it. */
const FORM = 'F_TRAIN_SIGNUP';
/** The export's columns (apps/api/src/modules/train/course-apply/export.ts; no course, so no form columns). */
const EXPORT_HEADER = [
  '报名编号',
  '课程名称',
  '培训机构',
  '姓名',
  '手机号',
  '报名状态',
  '班级',
  '订单金额（元）',
  '支付状态',
  '备注',
  '报名时间',
];

/** Courses of the two demo schools, four in five online; all charge and ask the demo's sign-up form. */
const insertCourses = `insert into train_course (course_code, course_name, course_type, course_nature, is_free, price,
     cmpy_code, cover_codes, course_intro, province_code, province_name, city_code, city_name, county_code, county_name,
     street_code, street_name, address, lng, lat, capacity, apply_begin_at, apply_end_at, form_code, approve_type,
     sort_at, created_at, updated_at)
   select 'TBA' || lpad(g::text, 6, '0'),
     (array['低压电工','育婴员','中式烹调师','电子商务直播','家政服务员','数控车工'])[g % 6 + 1] || '培训班第' || g || '期',
     g % 2 + 1, g % 5 + 1, false, (g % 40 + 1) * 5000, (array['C_HUAXIN','C_JINQIAO'])[g % 2 + 1],
     array['M_DEMO_OC_01'], '<p>职业技能培训</p>', '41', '河南省', '4101', '郑州市', '410184', '新郑市', '410184001',
     '新建路街道', '人民路' || g || '号', 113.73, 34.39, 60, now() - interval '400 days', now() + interval '30 days',
     '${FORM}', case when g % 5 = 0 then 4 else 1 end, now() - g * interval '1 hour', now() - g * interval '1 hour',
     now() - g * interval '1 hour'
   from generate_series(1, ${COURSES}) g`;

/**
 * A million people over a year, one every 31 s, newest first; course k with a share falling as 1/√k (the
 * busiest 22,000, the quietest about 250); 30 % intentions, 20 % unpaid, 50 % paid; every one answers the form.
 */
const insertApplications = `insert into train_course_apply (apply_code, course_id, cmpy_code, usr_name, usr_phe,
     apply_state, remark, form_value, created_at, updated_at)
   select 'TAB' || lpad(g::text, 9, '0'), c.id, c.cmpy_code,
     (array['王','李','张','刘','陈','杨','赵','黄','周','吴'])[g % 10 + 1] ||
       (array['建国','秀英','志强','晓明','丽娟','海燕','国庆','春梅','伟','敏','磊'])[g % 11 + 1],
     '13' || lpad(g::text, 9, '0'),
     case when g % 10 < 3 then 0 when g % 10 < 5 then 1 else 2 end,
     case when g % 50 = 0 then '已电话联系' end,
     jsonb_build_object('education', (array['3','4','7','8','9'])[g % 5 + 1], 'jobStatus', (g % 2)::text),
     now() - g * interval '31 seconds', now() - g * interval '31 seconds'
   from generate_series(1, ${APPLICATIONS}) g
   join train_course c on c.course_code = 'TBA' || lpad(
     (1 + floor(power((abs(hashint4(g)) % 1000000) / 1000000.0, 2) * ${COURSES}))::int::text, 6, '0')`;

/** The order of every online sign-up: the paid ones paid, the unpaid to pay, paying or failed. */
const insertOrders = `insert into train_course_order (order_code, apply_id, course_id, cmpy_code, usr_name, usr_phe,
     amount, pay_status, paid_at, created_at, updated_at)
   select 'TOB' || lpad(a.id::text, 9, '0'), a.id, a.course_id, a.cmpy_code, a.usr_name, a.usr_phe, c.price,
     case when a.apply_state = 2 then 3 else (array[1, 5, 4])[a.id % 3 + 1] end,
     case when a.apply_state = 2 then a.created_at + interval '5 minutes' end, a.created_at, a.created_at
   from train_course_apply a join train_course c on c.id = a.course_id
   where a.apply_code like 'TAB%' and a.apply_state in (1, 2)`;

/**
 * @typedef {{ name: string, kind: 'list' | 'counts', byForm?: boolean, request: Record<string, unknown>,
 *   minTotal?: number }} CourseApplyCall
 */

/** The calls, once the busiest course is known. @param {string} course @returns {CourseApplyCall[]} */
const callsOf = (course) => [
  {
    name: 'list, all courses, 已支付 page 1',
    kind: 'list',
    request: { applyState: '2', pageNum: '1', pageSize: '10' },
  },
  {
    name: 'list, all courses, 已支付 page 500',
    kind: 'list',
    request: { applyState: '2', pageNum: '500', pageSize: '10' },
    minTotal: 5000,
  },
  {
    name: 'list, one course, 未支付',
    kind: 'list',
    request: { courseCode: course, applyState: '1', pageNum: '1', pageSize: '10' },
  },
  {
    name: 'list ByForm, one course, 已支付, 学历 = 大专',
    kind: 'list',
    byForm: true,
    request: { courseCode: course, applyState: 2, queryMap: { education: '8' }, pageNum: 1, pageSize: 10 },
  },
  { name: 'counts, all courses', kind: 'counts', request: {} },
  { name: 'counts, one course', kind: 'counts', request: { courseCode: course } },
  {
    name: 'counts ByForm, one course, 学历 = 大专',
    kind: 'counts',
    byForm: true,
    request: { courseCode: course, queryMap: { education: '8' } },
  },
];

/** The same condition as each call, for an independent `count(*)`. @param {CourseApplyCall} call */
function checkSql(call) {
  const parts = [];
  const r = call.request;
  if (call.kind === 'list') parts.push(`apply_state = ${Number(r.applyState)}`);
  if (r.courseCode)
    parts.push(`course_id = (select id from train_course where course_code = '${r.courseCode}')`);
  if (r.queryMap) parts.push(`form_value->>'education' = '8'`);
  return parts.length ? parts.join(' and ') : 'true';
}

/**
 * Inserts the courses, applications and orders, runs the maintenance, counts what each call must find,
 * finds the export's time window.
 * @param {import('./measure.mjs').Queryable} db
 * @param {boolean} postgres
 */
async function fill(db, postgres) {
  const one = countQuery(db);
  if ((await one(`select count(*)::int as n from train_form_info where biz_code = '${FORM}'`)) !== 1)
    throw new Error(`the demo sign-up form ${FORM} is missing; was the demo data seeded?`);
  /** @type {Record<string, number>} */
  const insertSeconds = {};
  for (const [table, sql] of /** @type {[string, string][]} */ ([
    ['train_course', insertCourses],
    ['train_course_apply', insertApplications],
    ['train_course_order', insertOrders],
  ])) {
    const t0 = performance.now();
    await db.query(sql);
    insertSeconds[table] = seconds(t0);
  }
  const bench = await one(`select count(*)::int as n from train_course_apply where apply_code like 'TAB%'`);
  if (bench !== APPLICATIONS) throw new Error(`${bench} bench applications, expected ${APPLICATIONS}`);
  let t0 = performance.now();
  const maintenance = postgres ? 'VACUUM (ANALYZE)' : 'ANALYZE';
  await db.query(
    `${maintenance} train_course, train_course_apply, train_course_order, train_course_apply_count`,
  );
  const maintenanceSeconds = seconds(t0);
  const busiest = (
    await db.query(
      `select c.course_code, count(*)::int as n from train_course_apply a join train_course c on c.id = a.course_id
       where c.course_code like 'TBA%' group by c.course_code order by n desc, c.course_code limit 1`,
    )
  ).rows[0];
  const course = String(busiest.course_code);
  const calls = callsOf(course);
  /** @type {number[]} */
  const expected = [];
  for (const call of calls)
    expected.push(await one(`select count(*)::int as n from train_course_apply where ${checkSql(call)}`));
  // The export: the newest 100,000 paid sign-ups and the few made in the same second as the last.
  t0 = performance.now();
  const edge = (
    await db.query(
      `select floor(extract(epoch from created_at))::bigint as s from train_course_apply where apply_state = 2
       order by created_at desc, id desc offset $1 limit 1`,
      [EXPORT_ROWS - 1],
    )
  ).rows[0];
  const edgeSeconds = Number(edge.s);
  const exportStart = new Date(edgeSeconds * 1000 + 8 * 3600_000)
    .toISOString()
    .slice(0, 19)
    .replace('T', ' ');
  const exportRows = await one(
    `select count(*)::int as n from train_course_apply where apply_state = 2 and created_at >= to_timestamp($1)`,
    [edgeSeconds],
  );
  const size = (
    await db.query(
      `select pg_total_relation_size('train_course_apply')::bigint as total,
              pg_relation_size('train_course_apply')::bigint as heap,
              pg_total_relation_size('train_course_order')::bigint as orders`,
    )
  ).rows[0];
  return {
    insertSeconds,
    course,
    courseApplications: Number(busiest.n),
    maintenance,
    maintenanceSeconds,
    calls,
    expected,
    exportQuery: { applyState: '2', applyBeginTime: exportStart },
    exportRows,
    sizeMiB: {
      applications: mib(Number(size.total)),
      heap: mib(Number(size.heap)),
      orders: mib(Number(size.orders)),
    },
  };
}

/** @param {CourseApplyCall} call @returns {import('./server.mjs').ApiCall} */
const apiCall = (call) => {
  const path = `${APPLY}/${call.kind === 'list' ? 'getApplyBDList' : 'countByApplyState'}`;
  if (!call.byForm)
    return { method: 'GET', path, query: /** @type {Record<string, string>} */ (call.request) };
  const byForm = call.kind === 'list' ? 'getApplyBDListByForm' : 'countApllyBDNumbersByForm';
  return { method: 'POST', path: `${APPLY}/${byForm}`, body: call.request };
};

/** The state counts under a list's filters. @param {CourseApplyCall} call */
function countsOf(call) {
  const { applyState: _s, pageNum: _n, pageSize: _z, ...filters } = call.request;
  return apiCall({ ...call, kind: 'counts', request: filters });
}

/**
 * The total against the plain count, page 500 a real page, every row in the state and the course, newest
 * first, the list's total equal to its state's count under the same filters.
 * @param {CourseApplyCall} call @param {any} data @param {number} expected @param {any} tabCounts
 */
function checkAnswer(call, data, expected, tabCounts) {
  if (call.kind === 'counts') {
    const states = /** @type {{ applyState: number, num: number }[]} */ (data);
    if (states.map((s) => s.applyState).join() !== '0,1,2')
      throw new Error(`${call.name}: ${JSON.stringify(data)}`);
    const sum = states.reduce((s, x) => s + x.num, 0);
    if (sum !== expected) throw new Error(`${call.name}: counts add up to ${sum}, counted ${expected}`);
    return sum;
  }
  const total = Number(data?.total);
  if (total !== expected) throw new Error(`${call.name}: total ${total}, counted ${expected}`);
  if (total <= (call.minTotal ?? 0)) throw new Error(`${call.name}: total ${total} ≤ ${call.minTotal}`);
  const records = /** @type {any[]} */ (data.records ?? []);
  const offset = (Number(call.request.pageNum) - 1) * Number(call.request.pageSize);
  if (!records.length || records.length !== Math.min(Number(call.request.pageSize), total - offset))
    throw new Error(`${call.name}: ${records.length} records for total ${total} at offset ${offset}`);
  for (const r of records)
    if (
      r.applyState !== Number(call.request.applyState) ||
      (call.request.courseCode && r.courseCode !== call.request.courseCode) ||
      !r.courseName ||
      r.orderCode === null
    )
      throw new Error(`${call.name}: a record outside the filters: ${JSON.stringify(r).slice(0, 300)}`);
  for (let i = 1; i < records.length; i++)
    if (String(records[i - 1].applyTime) < String(records[i].applyTime))
      throw new Error(`${call.name}: records not newest first`);
  const tab = /** @type {{ applyState: number, num: number }[]} */ (tabCounts).find(
    (s) => s.applyState === Number(call.request.applyState),
  );
  if (tab?.num !== total) throw new Error(`${call.name}: list total ${total}, its state's count ${tab?.num}`);
  return total;
}

/** What of an answer the SQL alone must reproduce. @param {{ kind: string }} call @param {any} data */
const fingerprint = (call, data) =>
  JSON.stringify(
    call.kind === 'list'
      ? { total: data.total, page: data.records.map((/** @type {any} */ r) => r.applyCode) }
      : data,
  );

/** Names a recorded statement. @param {string} text */
const statementName = (text) =>
  /train_course_apply_count/.test(text)
    ? 'counter'
    : !/train_course_apply/.test(text)
      ? 'course lookup'
      : /group by/i.test(text)
        ? 'group by'
        : /^select count\(\*\)/i.test(text)
          ? 'count'
          : 'page';

/** @type {import('./measure.mjs').CallStep<CourseApplyCall>} */
const STEP = {
  mapping: './course-apply-sql.ts',
  warmup: WARMUP,
  http: apiCall,
  tabs: countsOf,
  check: checkAnswer,
  request: (call) => call.request,
  fingerprint,
  label: statementName,
};

/** The export read back: header, row count, every row a paid sign-up in shape. */
const exportAfterCalls = exportAfter('course applications', `${APPLY}/export`, (file, expectedRows) =>
  readXlsxBack(
    file,
    EXPORT_HEADER,
    expectedRows,
    ([code, course, school, name, phone, state, , amount, pay, , time]) =>
      Boolean(
        /^[A-Z][A-Z0-9_]+$/.test(code ?? '') &&
          course &&
          school &&
          name &&
          /^1\d{10}$/.test(phone ?? '') &&
          state === '线上报名已支付' &&
          /^\d+(\.\d\d)?$/.test(amount ?? '') &&
          pay === '支付成功' &&
          /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(time ?? ''),
      ),
  ),
);

/** Both databases, one after the other. @param {import('./measure.mjs').CallStepOptions} [options] */
export async function measureCourseApplies(options = {}) {
  const { o, ...both } = await measureCallStep(options, STEP, {
    inserting: `    inserting ${COURSES.toLocaleString('en')} courses, ${APPLICATIONS.toLocaleString('en')} course applications and their orders`,
    fill,
    filled: (data) =>
      `busiest course ${data.course} (${data.courseApplications} applications); ${data.maintenance} ${data.maintenanceSeconds} s;` +
      ` train_course_apply ${data.sizeMiB.applications} MiB`,
    after: exportAfterCalls,
  });
  const targets = { p99Ms: TARGET_P99_MS, exportMs: EXPORT_TARGET_MS, exportMB: EXPORT_TARGET_MB };
  const pass = callStepVerdict(both, o, targets);
  return {
    courses: COURSES,
    applications: APPLICATIONS,
    exportRows: EXPORT_ROWS,
    n: o.n,
    warmup: WARMUP,
    load: o.load,
    targets,
    pass,
    ...both,
  };
}

/** @param {Awaited<ReturnType<typeof measureCourseApplies>>} r */
export function renderCourseApplies(r) {
  /** @param {typeof r.pglite} x */
  const volume = (x) =>
    `\`${x.maintenance}\` ${x.maintenanceSeconds} s; train_course_apply with indexes ${x.sizeMiB.applications} MiB (heap ${x.sizeMiB.heap} MiB),` +
    ` train_course_order ${x.sizeMiB.orders} MiB; cold start ${fmt(x.coldMs)}, restart ${fmt(x.restartMs)}`;
  return [
    `## Course applications: lists, counts and the export at ${r.applications.toLocaleString('en')} applications`,
    '',
    `${r.courses.toLocaleString('en')} courses of the two demo schools (four in five online, all charging, all asking the demo's`,
    `sign-up form 培训报名登记表), ${r.applications.toLocaleString('en')} applications over a year (one every 31 s; a course's share`,
    `falling as 1/√rank, the busiest ${r.postgres.courseApplications.toLocaleString('en')}; 30 % intentions, 20 % unpaid, 50 % paid; each with`,
    'its form answers) and the order of each online sign-up (unpaid ones to pay, paying or failed), no class',
    'placements. Then `VACUUM (ANALYZE)` on PostgreSQL and `ANALYZE` on PGlite. As admin (an operator: every school),',
    'each answer checked first (the total against a plain `count(*)`, page 500 a real page, every row in its state and',
    "course, newest first, a list's total equal to its state's count under the same filters), then",
    `${r.n} sequential calls on one keep-alive connection after ${r.warmup} warm-up calls, then autocannon at ${r.load.connections} connections`,
    `for ${r.load.duration} s. The counts without a filter but the school and the course read \`train_course_apply_count\``,
    '(kept by statement triggers); with any other filter they count the rows. "SQL alone" as in the applications',
    'step: each handler run once in process with its statements recorded (bench/course-apply-sql.ts), replayed.',
    '',
    ...callTable('request', r.pglite.calls, r.postgres.calls, r.targets.p99Ms),
    '',
    `\`GET ${APPLY}/export\` (课程报名.xlsx) of the newest ${r.exportRows.toLocaleString('en')} paid sign-ups`,
    `(\`${JSON.stringify(r.postgres.exportQuery)}\`), downloaded whole once and read back with exceljs's streaming reader`,
    "(header, row count, every row's cells in shape), on a server restarted for it; its VmRSS sampled every 50 ms against",
    'the idle server just before, while another client calls the public platform-info route every 100 ms.',
    '',
    ...downloadTable('platform info meanwhile p50 / max (calls)', r.pglite.export, r.postgres.export),
    '',
    exportVerdict(r.postgres.export, r.targets).line,
    '',
    ...callNotes(r, volume),
    '',
  ].join('\n');
}

await runCallStepIfMain(import.meta.url, measureCourseApplies, renderCourseApplies);
