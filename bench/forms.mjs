// @ts-check
/**
 * Custom-form answers at volume, on embedded PGlite and on the machine's PostgreSQL: filtering 1,000,000
 * stored answers by custom fields (p50/p99, and the same SQL alone), and exporting 100,000 answers as xlsx
 * (time, size, rows read back, the server's peak memory).
 *
 * For each database: start the built API once (migrations + seed), save two forms through the API as admin,
 * stop it, insert 1,000,000 answers into the first and 100,000 into the second with one
 * `insert … select … generate_series` statement each, ANALYZE, restart, log in, warm up, then time each
 * filtered list call (page 1 of 10) N times one after the other on one keep-alive connection; then download
 * the export of the second form once while sampling the server's resident memory every 50 ms; stop the
 * server and time the list's statements alone against the same database, with their EXPLAIN ANALYZE.
 *
 *   node bench/forms.mjs [--rows 1000000] [--export-rows 100000] [--n 100] [--json <file>]
 *
 * Needs apps/api/dist/main.js (`npm run build -w apps/api`) and PostgreSQL on 127.0.0.1:5432 (user postgres,
 * trust auth; PG_SERVER_URL overrides the server). Its temp database `bench_<timestamp>` is dropped at the end.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  COUNTIES,
  EXPORT_HEADER,
  EXPORT_ROWS,
  FILTER_ROWS,
  FORM_RULES,
  formFilters,
  insertAnswers,
} from './form-data.mjs';
import {
  apiData,
  downloadTable,
  drizzlePGliteOptions,
  fmt,
  mib,
  onBothDatabases,
  onDatabase,
  runIfMain,
  seconds,
  timedDownload,
  timeSequential,
  WorkbookReader,
  withPool,
} from './measure.mjs';
import { loadPGlite, login, send, withDatabase } from './server.mjs';

const WARMUP = 10;
const PAGE_SIZE = 10;
const SAMPLE_MS = 50;
const PING_MS = 100;
const EXPORT_TIMEOUT_MS = 15 * 60_000;
const LIST_PATH = '/train/formValue/selectPageList';
const EXPORT_PATH = '/train/formValue/export';
const SAVE_PATH = '/train/train-form-info/save';

// ---------------------------------------------------------------------------------------------------------
// The list's statements as drizzle-orm renders them (modules/train/form: access.ts managedForm, answers.ts
// listAnswers through platform/query.ts fetchPage, answer-query.ts answerWhere for these filters)

const SQL_FORM =
  'select "id", "biz_code", "form_name", "form_content", "form_option", "field_count", "cmpy_code", ' +
  '"created_by", "deleted", "created_at", "updated_at" from "train_form_info" ' +
  'where ("train_form_info"."biz_code" = $1 and "train_form_info"."deleted" = $2) limit $3';

/** @param {boolean} filtered */
const whereOf = (filtered) =>
  filtered
    ? 'where ("train_form_value"."form_id" = $1 and "train_form_value"."answers" @> $2::jsonb)'
    : 'where "train_form_value"."form_id" = $1';
/** @param {boolean} filtered */
const sqlPage = (filtered) =>
  'select "id", "value_code", "form_id", "answers", "ref_type", "ref_code", "client_ip", "created_at" ' +
  `from "train_form_value" ${whereOf(filtered)} ` +
  `order by "train_form_value"."created_at" desc nulls last, "train_form_value"."id" desc nulls last limit $${filtered ? 3 : 2}`;
/** @param {boolean} filtered */
const sqlCount = (filtered) => `select count(*) from "train_form_value" ${whereOf(filtered)}`;

/**
 * The containment object answerWhere makes of a queryMap here: options and whole phones as they are
 * stored, a region as a one-code array of its last code.
 * @param {Record<string, unknown>} queryMap
 */
function containment(queryMap) {
  /** @type {Record<string, unknown>} */
  const object = {};
  for (const [field, value] of Object.entries(queryMap)) {
    object[field] = Array.isArray(value) ? [value[value.length - 1]] : value;
  }
  return object;
}

/**
 * The statements of one list call with their parameters.
 * @param {string} bizCode
 * @param {number} formId
 * @param {Record<string, unknown>} queryMap
 */
function listStatements(bizCode, formId, queryMap) {
  const filtered = Object.keys(queryMap).length > 0;
  const params = filtered ? [formId, JSON.stringify(containment(queryMap))] : [formId];
  return {
    form: { text: SQL_FORM, values: [bizCode, false, 1] },
    page: { text: sqlPage(filtered), values: [...params, PAGE_SIZE] },
    count: { text: sqlCount(filtered), values: params },
  };
}

/**
 * The first line and the plan nodes of an EXPLAIN ANALYZE, as `Limit → Sort → Bitmap Heap Scan on t …`.
 * @param {string[]} lines
 */
function planSummary(lines) {
  /** @type {string[]} */
  const nodes = [];
  for (const line of lines) {
    const m =
      /^\s*(?:->\s+)?([A-Z][A-Za-z -]*?)(?:\s+(?:on|using)\s+(\S+))?(?:\s+(?:on\s+\S+\s+)?\(cost|$)/.exec(
        line,
      );
    if (m && /\(cost|\(actual/.test(line)) nodes.push(m[2] ? `${m[1]} ${m[2]}` : (m[1] ?? ''));
  }
  const time = lines.map((l) => /Execution Time: ([\d.]+) ms/.exec(l)).find(Boolean);
  return { nodes: nodes.join(' → '), executionMs: time ? Number(time[1]) : Number.NaN };
}

// ---------------------------------------------------------------------------------------------------------
// Server memory and the export download

/**
 * Downloads the export of `bizCode` into `file`, sampling the server's RSS every 50 ms meanwhile.
 * @param {{ base: string, child: import('node:child_process').ChildProcess }} server
 * @param {string} token
 * @param {string} bizCode
 * @param {string} file
 */
const timedExport = (server, token, bizCode, file) =>
  timedDownload(server, token, { method: 'POST', path: EXPORT_PATH, body: { bizCode } }, file, {
    sampleMs: SAMPLE_MS,
    pingMs: PING_MS,
    timeoutMs: EXPORT_TIMEOUT_MS,
  });

/**
 * Reads the xlsx back with exceljs's streaming reader: the header, the row count and the shape of every
 * row's cells (gender label, 13x phone, region names under 河南省).
 * @param {string} file
 * @param {number} expectedRows
 */
async function readBack(file, expectedRows) {
  const t0 = performance.now();
  const reader = new WorkbookReader(file, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'ignore',
    hyperlinks: 'ignore',
  });
  let rows = 0;
  let bad = 0;
  /** @type {unknown[]} */
  let header = [];
  /** @type {unknown[]} */
  let sample = [];
  /** @type {unknown[] | null} */
  let firstBad = null;
  for await (const sheet of reader) {
    for await (const row of sheet) {
      const values = /** @type {unknown[]} */ (row.values).slice(1);
      if (row.number === 1) {
        header = values;
        continue;
      }
      rows++;
      if (rows === 1) sample = values;
      const [time, name, gender, phone, , , area] = values.map((v) => String(v ?? ''));
      if (
        !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(time ?? '') ||
        !name ||
        !['男', '女'].includes(gender ?? '') ||
        !/^13\d{9}$/.test(phone ?? '') ||
        !(area ?? '').startsWith('河南省')
      ) {
        bad++;
        firstBad ??= values;
      }
    }
  }
  const headerOk = JSON.stringify(header) === JSON.stringify(EXPORT_HEADER);
  if (!headerOk) throw new Error(`export header ${JSON.stringify(header)}`);
  if (rows !== expectedRows) throw new Error(`export has ${rows} rows, expected ${expectedRows}`);
  if (bad) throw new Error(`export: ${bad} rows with unexpected cells, such as ${JSON.stringify(firstBad)}`);
  return { rows, sample, readSeconds: seconds(t0) };
}

// ---------------------------------------------------------------------------------------------------------
// One database: forms, answers, restart, list, export, SQL alone

/**
 * Inserts the answers, checks the counties exist, ANALYZEs; returns timings and what the filters need.
 * @param {{ query: (text: string, values?: unknown[]) => Promise<{ rows: any[] }> }} db
 * @param {{ filterForm: { id: number }, exportForm: { id: number }, rows: number, exportRows: number }} o
 */
async function fill(db, o) {
  const found = await db.query(`select count(*)::int as n from region where code = any($1::text[])`, [
    COUNTIES.concat(['41', '4101', '4102']),
  ]);
  if (found.rows[0].n !== COUNTIES.length + 3)
    throw new Error('bench counties missing from the region table');
  let t0 = performance.now();
  await db.query(insertAnswers(o.filterForm.id, o.rows, 'FVB'));
  const insertSeconds = seconds(t0);
  t0 = performance.now();
  await db.query(insertAnswers(o.exportForm.id, o.exportRows, 'FVX'));
  const insertExportSeconds = seconds(t0);
  t0 = performance.now();
  await db.query('analyze train_form_value');
  const analyzeSeconds = seconds(t0);
  // A whole phone of an answer with education 本科, from the middle of the year.
  const one = await db.query(
    `select answers->>'phone' as phone from train_form_value
     where form_id = $1 and answers->>'education' = '9' and value_code > $2 order by value_code limit 1`,
    [o.filterForm.id, `FVB${String(Math.floor(o.rows / 2)).padStart(9, '0')}`],
  );
  const phone = String(one.rows[0]?.phone ?? '');
  if (!/^13\d{9}$/.test(phone)) throw new Error('no answer with education 9 to take a phone from');
  // Totals the filters must find, counted without containment (so without the GIN index).
  /** @type {number[]} */
  const expected = [];
  for (const f of formFilters(phone)) {
    const r = await db.query(
      `select count(*)::int as n from train_form_value where form_id = $1 and (${f.check})`,
      [o.filterForm.id],
    );
    expected.push(Number(r.rows[0].n));
  }
  const size = await db.query(
    `select pg_total_relation_size('train_form_value')::bigint as total,
            pg_relation_size('train_form_value')::bigint as heap,
            pg_relation_size('train_form_value_answers')::bigint as gin`,
  );
  const s = size.rows[0];
  return {
    insertSeconds,
    insertExportSeconds,
    analyzeSeconds,
    phone,
    expected,
    sizeMiB: { total: mib(Number(s.total)), heap: mib(Number(s.heap)), gin: mib(Number(s.gin)) },
  };
}

/**
 * Times the list statements of each filter alone: the form lookup, then page and count together as the
 * service runs them (on PostgreSQL on two pooled connections like the server's pool; PGlite runs one
 * statement at a time anyway), plus EXPLAIN ANALYZE of page and count.
 * @param {(q: { text: string, values: unknown[] }) => Promise<{ rows: any[] }>} query
 * @param {{ bizCode: string, formId: number, filters: import('./form-data.mjs').FormFilter[], n: number }} o
 */
async function sqlAlone(query, o) {
  /** @type {{ n: number, p50: number, p99: number, total: number, plans: { page: ReturnType<typeof planSummary> & { text: string }, count: ReturnType<typeof planSummary> & { text: string } } }[]} */
  const out = [];
  for (const f of o.filters) {
    const st = listStatements(o.bizCode, o.formId, f.queryMap);
    const once = async () => {
      const form = await query(st.form);
      if (form.rows.length !== 1) throw new Error('form lookup found nothing');
      const [, total] = await Promise.all([query(st.page), query(st.count)]);
      return Number(total.rows[0]?.[0] ?? total.rows[0]?.count);
    };
    const total = await once();
    const timing = await timeSequential(once, WARMUP, o.n);
    /** @param {{ text: string, values: unknown[] }} q */
    const explain = async (q) => {
      const r = await query({ text: `explain (analyze, buffers) ${q.text}`, values: q.values });
      const lines = r.rows.map((row) => String(Array.isArray(row) ? row[0] : Object.values(row)[0]));
      return { ...planSummary(lines), text: lines.join('\n') };
    };
    out.push({
      ...timing,
      total,
      plans: { page: await explain(st.page), count: await explain(st.count) },
    });
  }
  return out;
}

/**
 * @param {string | undefined} databaseUrl  undefined: embedded PGlite
 * @param {{ rows: number, exportRows: number, n: number, log: (line: string) => void }} o
 */
function measureOne(databaseUrl, o) {
  return onDatabase(databaseUrl, async (d) => {
    // 1. Migrations and seed; the two forms through the API
    const { filterForm, exportForm } = await d.serve(async (server) => {
      const token = await login(server.base, d.agent);
      /** @param {string} formName */
      const save = async (formName) => {
        const res = await send(
          server.base,
          { method: 'POST', path: SAVE_PATH, body: { formName, formContent: JSON.stringify(FORM_RULES) } },
          token,
          d.agent,
        );
        if (res.json?.code !== 200) throw new Error(`form save: ${JSON.stringify(res.json).slice(0, 300)}`);
        return /** @type {{ id: number, bizCode: string }} */ (res.json.data);
      };
      return { filterForm: await save('求职登记表'), exportForm: await save('求职登记表（导出）') };
    });

    // 2. The answers, straight into the database
    o.log(
      `    inserting ${o.rows.toLocaleString('en')} + ${o.exportRows.toLocaleString('en')} answers, ANALYZE`,
    );
    const fillOptions = { filterForm, exportForm, rows: o.rows, exportRows: o.exportRows };
    const data = await d.fill((db) => fill(db, fillOptions));
    o.log(
      `    insert ${data.insertSeconds} s + ${data.insertExportSeconds} s, analyze ${data.analyzeSeconds} s;` +
        ` table ${data.sizeMiB.total} MiB (heap ${data.sizeMiB.heap}, GIN ${data.sizeMiB.gin})`,
    );
    const filters = formFilters(data.phone);

    // 3. Restart; the list with each filter; the export
    const file = path.join(d.dataDir, 'export.xlsx');
    const { restartMs, lists, exported } = await d.serve(async (server) => {
      const token = await login(server.base, d.agent);
      const ok = apiData(server.base, token, d.agent);
      /** @type {{ name: string, queryMap: Record<string, unknown>, total: number, p50: number, p99: number, n: number }[]} */
      const lists = [];
      for (const [i, f] of filters.entries()) {
        const call = /** @type {const} */ ({
          method: 'POST',
          path: LIST_PATH,
          body: { bizCode: filterForm.bizCode, pageNum: 1, pageSize: PAGE_SIZE, queryMap: f.queryMap },
        });
        const page = await ok(call);
        const expected = data.expected[i];
        if (page.total !== expected || page.records?.length !== Math.min(PAGE_SIZE, expected ?? 0)) {
          throw new Error(
            `${f.name}: list total ${page.total} (${page.records?.length} rows), counted ${expected}`,
          );
        }
        const s = await timeSequential(() => ok(call), WARMUP, o.n);
        lists.push({ name: f.name, queryMap: f.queryMap, total: page.total, ...s });
        o.log(
          `    ${f.name.padEnd(40)} total ${String(page.total).padStart(8)}  p50 ${fmt(s.p50)}, p99 ${fmt(s.p99)}`,
        );
      }
      const exported = await timedExport(server, token, exportForm.bizCode, file);
      o.log(
        `    export of ${o.exportRows.toLocaleString('en')} answers: ${(exported.ms / 1000).toFixed(1)} s,` +
          ` ${mib(exported.bytes)} MiB; server RSS ${exported.memory.baselineMiB} → peak ${exported.memory.peakMiB} MiB`,
      );
      return { restartMs: server.readyMs, lists, exported };
    });
    const check = await readBack(file, o.exportRows);
    fs.rmSync(file, { force: true });

    // 4. The same statements alone
    const sqlOptions = { bizCode: filterForm.bizCode, formId: filterForm.id, filters, n: o.n };
    const sql = databaseUrl
      ? await withPool(databaseUrl, (query) => sqlAlone(query, sqlOptions))
      : await withDatabase(d.dataDir, async (db) => {
          const options = drizzlePGliteOptions((await loadPGlite()).types);
          return sqlAlone((q) => db.query(q.text, q.values, options), sqlOptions);
        });
    for (const [i, x] of sql.entries()) {
      const list = lists[i];
      if (!list) continue;
      if (x.total !== list.total)
        throw new Error(`${list.name}: SQL count ${x.total}, list total ${list.total}`);
      o.log(
        `    SQL alone ${list.name.padEnd(30)} p50 ${fmt(x.p50)}, p99 ${fmt(x.p99)};` +
          ` HTTP/SQL ${(list.p50 / x.p50).toFixed(1)}×; page: ${x.plans.page.nodes}`,
      );
    }
    return {
      ...data,
      restartMs,
      lists: lists.map((l, i) => ({ ...l, sql: sql[i] })),
      export: { ...exported, ...check, rows: check.rows },
    };
  });
}

/**
 * Both databases, one after the other.
 * @param {{ rows?: number, exportRows?: number, n?: number, log?: (line: string) => void }} [options]
 */
export async function measureForms(options = {}) {
  const o = {
    rows: options.rows ?? FILTER_ROWS,
    exportRows: options.exportRows ?? EXPORT_ROWS,
    n: options.n ?? 100,
    log: options.log ?? (() => {}),
  };
  const both = await onBothDatabases(
    o.log,
    `  PGlite: ${o.rows.toLocaleString('en')} answers to filter, ${o.n} timed calls per filter`,
    (url) => measureOne(url, o),
  );
  return {
    rows: o.rows,
    exportRows: o.exportRows,
    n: o.n,
    warmup: WARMUP,
    sampleMs: SAMPLE_MS,
    pglite: both.pglite,
    postgres: both.postgres,
    seconds: both.seconds.total,
    load: both.loadAverage,
  };
}

/** @param {Awaited<ReturnType<typeof measureForms>>} r */
export function renderForms(r) {
  /** @param {{ p50: number, p99: number }} x */
  const pair = (x) => `${fmt(x.p50)} / ${fmt(x.p99)}`;
  /** @param {{ p50: number, sql: { p50: number } }} x */
  const ratio = (x) => `${(x.p50 / x.sql.p50).toFixed(1)}×`;
  const lists = r.pglite.lists.map((a, i) => {
    const b = r.postgres.lists[i];
    const queryMap = `\`${JSON.stringify(a.queryMap)}\``;
    return b
      ? `| ${a.name} ${queryMap} | ${a.total.toLocaleString('en')} | ${pair(a)} | ${pair(a.sql)} | ${ratio(a)} | ${pair(b)} | ${pair(b.sql)} | ${ratio(b)} |`
      : `| ${a.name} ${queryMap} | ${a.total.toLocaleString('en')} | ${pair(a)} | ${pair(a.sql)} | ${ratio(a)} | n/a | n/a | n/a |`;
  });
  /** @param {typeof r.pglite} x */
  const plans = (x) =>
    x.lists.map(
      (l) =>
        `  - ${l.name}: page ${l.sql.plans.page.nodes} (${fmt(l.sql.plans.page.executionMs)}); count ${l.sql.plans.count.nodes} (${fmt(l.sql.plans.count.executionMs)})`,
    );
  /** @param {typeof r.pglite} x */
  const volume = (x) =>
    `insert ${x.insertSeconds} s (+ ${x.insertExportSeconds} s for the export form), ANALYZE ${x.analyzeSeconds} s,` +
    ` table with indexes ${x.sizeMiB.total} MiB (heap ${x.sizeMiB.heap} MiB, GIN ${x.sizeMiB.gin} MiB), restart ${fmt(x.restartMs)}`;
  return [
    `## Form answers: filtering ${r.rows.toLocaleString('en')}, exporting ${r.exportRows.toLocaleString('en')}`,
    '',
    'A registration form saved through the API (姓名, 性别 radio 1/2, 手机号, 学历 select 1–11, 意向工种 checkbox,',
    '户籍所在地 AreaSelect, 期望月薪 inputNumber, 可到岗日期 datePicker) holds',
    `${r.rows.toLocaleString('en')} answers, a second one ${r.exportRows.toLocaleString('en')}, each from one \`insert … select generate_series\``,
    '(gender 50/50, education weighted over 11 codes, 20 counties of 郑州 and 开封 with their city and province,',
    'unique 13x phones, one year of submissions in order; then ANALYZE). `POST /api/train/formValue/selectPageList`',
    `page 1 of ${PAGE_SIZE} as admin, ${r.n} sequential calls per filter on one keep-alive connection after ${r.warmup}`,
    'warm-up calls; each total checked against a count written without containment. "SQL alone" runs, with the',
    'server stopped, the three statements of one call as drizzle renders them (form by code, then page and',
    '`count(*)` side by side) the same number of times, in process on PGlite and over two pooled connections on',
    'PostgreSQL; the ratio is HTTP p50 / SQL p50 (the rest is session and permission lookup, validation, row',
    'mapping, JSON, HTTP).',
    '',
    '| filter `queryMap` | matches | PGlite HTTP p50 / p99 | PGlite SQL alone | ratio | PostgreSQL HTTP p50 / p99 | PostgreSQL SQL alone | ratio |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...lists,
    '',
    'Where the time goes (plans below): the page is a walk of `train_form_value_form_created` newest first, or for a',
    "rare match a bitmap scan of the GIN index. The list orders `desc nulls last`, the index's own order: a bare `desc`",
    'means NULLS FIRST, which that index cannot give, and made every page sort all matching rows. What remains is',
    '`count(*)` for the total: it visits every matching row (a `jsonb_path_ops` match is always rechecked in the table),',
    'so it grows with the matches, not with the table.',
    '',
    `\`POST /api/train/formValue/export\` of the ${r.exportRows.toLocaleString('en')}-answer form, downloaded whole once to a file, then`,
    "read back with exceljs's streaming reader (header, row count, and every row's time, gender label, phone and",
    'region names checked). Server memory: its resident set (`/proc/<pid>/status` VmRSS) sampled every',
    `${r.sampleMs} ms during the download; "before" is the idle server just before, and VmHWM, the kernel's own peak, is reset`,
    'first. On PGlite the database engine lives in the server process, so its memory counts too. Meanwhile another',
    `client calls the public platform-info route one call at a time, every ${PING_MS} ms: its p50 / max latency (calls) shows`,
    'how far the export holds up everyone else.',
    '',
    ...downloadTable('platform info meanwhile p50 / max', r.pglite.export, r.postgres.export),
    '',
    `- Volume on PGlite: ${volume(r.pglite)}.`,
    `- Volume on PostgreSQL: ${volume(r.postgres)}.`,
    `- Load average (1 min) at the start / end of this step: ${r.load.start} / ${r.load.end} on ${r.load.nproc} cores; the step took ${Math.round(r.seconds / 60)} min.`,
    '- Plans (EXPLAIN ANALYZE of the statements alone) on PGlite:',
    ...plans(r.pglite),
    '- on PostgreSQL:',
    ...plans(r.postgres),
    '',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------------------
// Standalone

await runIfMain(
  import.meta.url,
  (arg) =>
    measureForms({
      rows: Number(arg('--rows') ?? FILTER_ROWS),
      exportRows: Number(arg('--export-rows') ?? EXPORT_ROWS),
      n: Number(arg('--n') ?? 100),
      log: (line) => console.log(line),
    }),
  renderForms,
);
