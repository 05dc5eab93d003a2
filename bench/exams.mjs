// @ts-check
/**
 * Exams at volume (issue 17), on embedded PGlite and on the machine's PostgreSQL: the question search (the
 * bank's page 1 and page 500; by type, by label, by text the stem contains — common and rare —, and all three
 * together) at 100,000 questions and the paper list (page 1, name contains, open ones) at 2,000 papers —
 * latency (p50/p99), requests per second and the same SQL alone (measureCallStep). Then, on PostgreSQL, 200
 * candidates of one course submitting the demo paper EP_DEMO_01 at the same moment: each submission's latency
 * (p50/p99/max) and the whole burst's time, every answer checked.
 *
 *   node bench/exams.mjs [--n 200] [--duration 8] [--connections 10] [--doc]
 *
 * Needs apps/api/dist/main.js (`npm run build -w apps/api`) and PostgreSQL on 127.0.0.1:5432 (PG_SERVER_URL).
 */
import { callNotes, callTable, fmt, measureCallStep, runCallStepIfMain, seconds } from './measure.mjs';
import { latencyStats, send } from './server.mjs';

const TOPICS = 100_000;
const PAPERS = 2_000;
const CANDIDATES = 200;
const WARMUP = 20;
const TARGET_P99_MS = 50;
const PAPER_CODE = 'EP_DEMO_01';
const COURSE_CODE = 'TC_DEMO_01';

/** Stem subjects: "漏电保护器" is in one stem of 20. */
const SUBJECTS = [
  '漏电保护器',
  '安全电压',
  '绝缘手套',
  '接地线',
  '熔断器',
  '电能表',
  '万用表',
  '兆欧表',
  '临时用电',
  '照明线路',
  '电动机',
  '配电箱',
  '电缆敷设',
  '防雷接地',
  '触电急救',
  '家庭保洁',
  '婴幼儿护理',
  '老人照护',
  '膳食营养',
  '消防器材',
];
const ASPECTS = ['安装', '检查', '使用', '维护', '选用', '试验', '操作', '验收', '记录', '更换'];

const sqlArray = (/** @type {string[]} */ list) => `array[${list.map((s) => `'${s}'`).join(', ')}]`;

/**
 * 100,000 questions (a fifth in 金桥's bank, the rest the platform's, which admin works in), five types in
 * turn, three difficulties, one or two of twelve skill labels; 2,000 papers of the platform on the demo
 * electrician course, half open; 200 students placed in that course's first class.
 */
const INSERTS = (/** @type {string[]} */ labels) => [
  [
    'exam_topic',
    `insert into exam_topic (topic_code, cmpy_code, topic_type, content, content_text, options, answer, score,
       difficulty, label_codes, created_at, updated_at)
     select 'ETB' || g, case when (g / 7) % 5 = 0 then 'C_JINQIAO' end, 1 + g % 5,
       '<p>' || t.text || '</p>', t.text,
       case when g % 5 in (0, 1) then array['选项一', '选项二', '选项三', '选项四']
            when g % 5 = 2 then array['正确', '错误'] else array[]::text[] end,
       case when g % 5 = 1 then array['A', 'C'] when g % 5 = 4 then array['参考答案'] else array['A'] end,
       2, 1 + g % 3,
       case when g % 4 = 0 then array[(${sqlArray(labels)})[1 + g % 12], (${sqlArray(labels)})[1 + (g / 12) % 12]]
            else array[(${sqlArray(labels)})[1 + g % 12]] end,
       now() - (g || ' seconds')::interval, now() - (g || ' seconds')::interval
     from generate_series(1, ${TOPICS}) g,
       lateral (select '第' || g || '题：' || (${sqlArray(SUBJECTS)})[1 + g % 20] || '的'
                  || (${sqlArray(ASPECTS)})[1 + (g / 20) % 10] || '要求是什么？' as text) t`,
  ],
  [
    'exam_paper',
    `insert into exam_paper (paper_code, cmpy_code, paper_name, course_id, duration_minutes, pass_score,
       total_score, topic_count, compose_mode, open_status, resit_status, created_at, updated_at)
     select 'EPB' || g, null, '低压电工第' || g || '期结业考试', c.id, 60, 60, 100, 50, 1 + g % 2, g % 2, 1,
       now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
     from generate_series(1, ${PAPERS}) g, (select id from train_course where course_code = '${COURSE_CODE}') c`,
  ],
  [
    'train_enrolment',
    `insert into train_enrolment (enrolment_code, course_id, class_id, student_name, student_phone)
     select 'ENB' || g, k.course_id, k.id, '考生' || g, '1360000' || lpad(g::text, 4, '0')
     from generate_series(1, ${CANDIDATES}) g,
       (select k.id, k.course_id from train_course_class k join train_course c on c.id = k.course_id
        where c.course_code = '${COURSE_CODE}' order by k.id limit 1) k`,
  ],
];

/**
 * @typedef {{ name: string, kind: 'topics' | 'papers', query: Record<string, string | number>, where: string,
 *   table: string }} ExamCall
 */

/** @param {string[]} labels @returns {ExamCall[]} */
function examCalls(labels) {
  const bank = 'cmpy_code is null';
  const label = labels[3] ?? '';
  const labelOfSafeVoltage = labels[1] ?? '';
  /** @type {(name: string, query: Record<string, string | number>, where: string) => ExamCall} */
  const topics = (name, query, where) => ({
    name,
    kind: 'topics',
    query: { pageNum: 1, pageSize: 10, ...query },
    where: `${bank}${where}`,
    table: 'exam_topic',
  });
  /** @type {(name: string, query: Record<string, string | number>, where: string) => ExamCall} */
  const papers = (name, query, where) => ({
    name,
    kind: 'papers',
    query: { pageNum: 1, pageSize: 10, ...query },
    where: `${bank}${where}`,
    table: 'exam_paper',
  });
  return [
    topics('question bank, page 1', {}, ''),
    topics('question bank, page 500', { pageNum: 500 }, ''),
    topics('questions of one type (多选题)', { topicType: 2 }, ' and topic_type = 2'),
    topics('questions of one label', { labelCode: label }, ` and label_codes @> array['${label}']`),
    topics(
      'stem contains 漏电保护器 (1 in 20)',
      { keyword: '漏电保护器' },
      ` and content_text like '%漏电保护器%'`,
    ),
    topics('stem contains 第12345题 (one)', { keyword: '第12345题' }, ` and content_text like '%第12345题%'`),
    // 安全电压 stems are g ≡ 1 (mod 20), so multiple choice (1 + g % 5 = 2) with the label of g % 12 = 1.
    topics(
      'type + label + stem contains 安全电压',
      { topicType: 2, labelCode: labelOfSafeVoltage, keyword: '安全电压' },
      ` and topic_type = 2 and label_codes @> array['${labelOfSafeVoltage}'] and content_text like '%安全电压%'`,
    ),
    papers('paper list, page 1', {}, ''),
    papers('paper name contains 第88期', { paperName: '第88期' }, ` and paper_name like '%第88期%'`),
    papers('open papers', { openStatus: 1 }, ' and open_status = 1'),
  ];
}

/**
 * @param {import('./measure.mjs').Queryable} db
 * @param {boolean} postgres
 */
async function fill(db, postgres) {
  /** @param {string} text */
  const one = async (text) => Number(/** @type {any} */ (await db.query(text)).rows[0]?.n ?? Number.NaN);
  const labels = /** @type {any} */ (
    await db.query(
      `select label_code from train_label where label_type = 1 and not deleted order by label_code limit 12`,
    )
  ).rows.map((/** @type {any} */ r) => String(r.label_code));
  if (labels.length < 12) throw new Error(`only ${labels.length} skill labels`);
  /** @type {Record<string, number>} */
  const insertSeconds = {};
  for (const [table, text] of INSERTS(labels)) {
    const t0 = performance.now();
    await db.query(String(text));
    insertSeconds[String(table)] = seconds(t0);
  }
  if ((await one(`select count(*)::int as n from exam_topic where topic_code like 'ETB%'`)) !== TOPICS)
    throw new Error('the questions did not all land');
  if (
    (await one(`select count(*)::int as n from train_enrolment where enrolment_code like 'ENB%'`)) !==
    CANDIDATES
  )
    throw new Error('the candidates did not all land');
  const t0 = performance.now();
  const maintenance = postgres ? 'VACUUM (ANALYZE)' : 'ANALYZE';
  await db.query(`${maintenance} exam_topic, exam_paper, train_enrolment`);
  const maintenanceSeconds = seconds(t0);
  const calls = examCalls(labels);
  /** @type {number[]} */
  const expected = [];
  for (const call of calls)
    expected.push(await one(`select count(*)::int as n from ${call.table} where ${call.where}`));
  return { insertSeconds, maintenance, maintenanceSeconds, postgres, calls, expected };
}

/** @param {ExamCall} call @returns {import('./server.mjs').ApiCall} */
const apiCall = (call) => ({
  method: 'GET',
  path:
    call.kind === 'topics'
      ? '/train/examination-topic/queryETopicList'
      : '/train/examination-paper/queryEPaperList',
  query: call.query,
});

/**
 * The total against the plain count, a full page (or the rest), every row within the filters, newest first.
 * @param {ExamCall} call @param {any} data @param {number} expected
 */
function checkAnswer(call, data, expected) {
  const total = Number(data?.total);
  if (total !== expected) throw new Error(`${call.name}: total ${total}, counted ${expected}`);
  const offset = (Number(call.query.pageNum) - 1) * 10;
  const records = /** @type {any[]} */ (data.records ?? []);
  if (records.length !== Math.min(10, Math.max(0, total - offset)) || records.length === 0)
    throw new Error(`${call.name}: ${records.length} records for total ${total} at offset ${offset}`);
  const q = call.query;
  for (const r of records) {
    const ok =
      (q.topicType === undefined || r.topicType === q.topicType) &&
      (q.keyword === undefined || String(r.contentText).includes(String(q.keyword))) &&
      (q.paperName === undefined || String(r.paperName).includes(String(q.paperName))) &&
      (q.openStatus === undefined || r.openStatus === q.openStatus);
    if (!ok)
      throw new Error(`${call.name}: a record outside the filters: ${JSON.stringify(r).slice(0, 300)}`);
  }
  for (let i = 1; i < records.length; i++) {
    if (String(records[i - 1].createTime) < String(records[i].createTime))
      throw new Error(`${call.name}: records not newest first`);
  }
  return total;
}

/** What the SQL alone must reproduce: the total and the page's codes. @param {{ kind: string }} call @param {any} data */
const fingerprint = (call, data) =>
  JSON.stringify({
    total: data.total,
    page: data.records.map((/** @type {any} */ r) => (call.kind === 'topics' ? r.topicCode : r.paperCode)),
  });

/** @param {string} text */
const statementName = (text) =>
  /^select count\(\*\)/i.test(text) ? 'count' : /train_label/.test(text) ? 'label names' : 'page';

// ---------------------------------------------------------------------------------------------------------
// 200 candidates submitting at once

/** An answer of each question of the started exam (some right, some not: marking does its whole work). */
const answersOf = (/** @type {any[]} */ questions, /** @type {number} */ i) =>
  questions.map((q) => ({
    paperTopicCode: q.paperTopicCode,
    answer:
      q.topicType === 2
        ? ['A', 'C']
        : q.topicType === 4
          ? Array.from({ length: q.blanks }, () => String(30 + (i % 10)))
          : q.topicType === 5
            ? ['先切断电源，再使触电者脱离电源，检查呼吸心跳，必要时心肺复苏并拨打120。']
            : [i % 2 ? 'A' : 'B'],
  }));

/**
 * On a server of its own: the 200 students start the demo paper (20 at a time), then all submit at once, each
 * on a connection of its own. Every answer must be 200 and leave the attempt waiting for marking (the paper
 * has short answers) or done.
 * @param {import('./measure.mjs').StepDatabase} d
 */
async function submitBurst(d) {
  return d.serve(async (server) => {
    /** @type {any[]} */
    const started = [];
    /** @type {number[]} */
    const startMs = [];
    for (let b = 0; b < CANDIDATES; b += 20) {
      const batch = await Promise.all(
        Array.from({ length: 20 }, async (_, k) => {
          const g = b + k + 1;
          const t0 = performance.now();
          const res = await send(server.base, {
            method: 'POST',
            path: '/train/examination-paper/public/startExam',
            body: {
              paperCode: PAPER_CODE,
              studentName: `考生${g}`,
              studentPhone: `1360000${String(g).padStart(4, '0')}`,
            },
          });
          startMs.push(performance.now() - t0);
          if (res.json?.code !== 200)
            throw new Error(`startExam ${g}: ${JSON.stringify(res.json).slice(0, 200)}`);
          return res.json.data;
        }),
      );
      started.push(...batch);
    }
    const questions = started[0].questions.length;
    /** @type {number[]} */
    const samples = [];
    const t0 = performance.now();
    const results = await Promise.all(
      started.map(async (exam, i) => {
        const s0 = performance.now();
        const res = await send(server.base, {
          method: 'POST',
          path: '/train/examination-paper/public/submitExam',
          body: { attemptCode: exam.attemptCode, answers: answersOf(exam.questions, i) },
        });
        samples.push(performance.now() - s0);
        return res;
      }),
    );
    const wallMs = performance.now() - t0;
    const bad = results.filter((r) => r.status !== 200 || r.json?.code !== 200 || r.json.data.state < 1);
    if (bad.length)
      throw new Error(`${bad.length} submissions failed: ${JSON.stringify(bad[0]?.json).slice(0, 300)}`);
    const s = latencyStats(samples);
    return {
      candidates: CANDIDATES,
      questions,
      start: latencyStats(startMs),
      submit: { ...s, max: Math.max(...samples) },
      wallMs,
    };
  });
}

// ---------------------------------------------------------------------------------------------------------
// Measuring

/** @type {import('./measure.mjs').CallStep<ExamCall>} */
const STEP = {
  mapping: './exam-sql.ts',
  warmup: WARMUP,
  http: apiCall,
  tabs: apiCall, // never asked: no call is of kind 'list'
  check: checkAnswer,
  request: (call) => Object.fromEntries(Object.entries(call.query).map(([k, v]) => [k, String(v)])),
  fingerprint,
  label: statementName,
};

/** @param {import('./measure.mjs').CallStepOptions} [options] */
export async function measureExams(options = {}) {
  const { o, ...both } = await measureCallStep(options, STEP, {
    inserting: `    inserting ${TOPICS.toLocaleString('en')} questions, ${PAPERS.toLocaleString('en')} papers, ${CANDIDATES} students`,
    fill,
    filled: (data) => `${data.maintenance} ${data.maintenanceSeconds} s`,
    after: async (d, data, log) => {
      if (!data.postgres) return { burst: null };
      const burst = await submitBurst(d);
      log(
        `    ${burst.candidates} candidates submitting at once: p50 ${fmt(burst.submit.p50)}, p99 ${fmt(burst.submit.p99)},` +
          ` max ${fmt(burst.submit.max)}; all answered in ${fmt(burst.wallMs)}`,
      );
      return { burst };
    },
  });
  return {
    topics: TOPICS,
    papers: PAPERS,
    n: o.n,
    warmup: WARMUP,
    load: o.load,
    targetP99Ms: TARGET_P99_MS,
    ...both,
  };
}

/** @param {Awaited<ReturnType<typeof measureExams>>} r */
export function renderExams(r) {
  const volume = (/** @type {typeof r.pglite} */ x) =>
    `\`${x.maintenance}\` ${x.maintenanceSeconds} s; cold start ${fmt(x.coldMs)}, restart ${fmt(x.restartMs)}`;
  /** @type {Awaited<ReturnType<typeof submitBurst>> | null} */
  const b = /** @type {any} */ (r.postgres).burst;
  return [
    `## Exams: question search at ${r.topics.toLocaleString('en')} questions, paper list, 200 candidates submitting at once`,
    '',
    `${r.topics.toLocaleString('en')} questions (bench/exams.mjs, one \`insert … select generate_series\`: a fifth in 金桥's bank, the rest in`,
    "the platform's, which admin works in; the five types in turn, three difficulties, one or two of twelve skill",
    'labels; stems "第n题：<subject>的<aspect>要求是什么？" over 20 subjects and 10 aspects) and',
    `${r.papers.toLocaleString('en')} papers of the platform on the demo electrician course, half open. As admin, ${r.n} sequential calls each`,
    `on one keep-alive connection after ${r.warmup} warm-up calls, then autocannon at ${r.load.connections} connections for ${r.load.duration} s. Each`,
    'answer is checked first (the total against a plain `count(*)`, every row within the filters, newest first).',
    '"SQL alone": the handler (`listTopics`, `listPapers`) run in process with its statements recorded and replayed',
    "(bench/handler-sql.ts). The text filter is `ilike` on the stem's plain text, served by the pg_trgm GIN index",
    '`exam_topic_text`; labels by the GIN index on the array; type under the bank by `exam_topic_type`.',
    '',
    ...callTable('query', r.pglite.calls, r.postgres.calls, r.targetP99Ms),
    '',
    b
      ? `**${b.candidates} candidates submitting at once** (PostgreSQL): ${b.candidates} students of the demo course start \`${PAPER_CODE}\` (${b.questions} questions of` +
        ` the five types; 20 starts at a time: p50 ${fmt(b.start.p50)}, p99 ${fmt(b.start.p99)}), then all submit together, each on a` +
        ` connection of its own; each submission is marked at once (objective questions) and waits for marking of its short answer.` +
        ` Submission latency p50 ${fmt(b.submit.p50)}, **p99 ${fmt(b.submit.p99)}**, max ${fmt(b.submit.max)}; the whole burst answered in ${fmt(b.wallMs)}, every answer 200.`
      : '',
    '',
    ...callNotes(r, volume),
    '',
  ].join('\n');
}

await runCallStepIfMain(import.meta.url, measureExams, renderExams);
