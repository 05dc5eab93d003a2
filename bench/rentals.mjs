// @ts-check
/**
 * Rentals at 100,000 houses (issue 16), on embedded PGlite and on the machine's PostgreSQL: the house list
 * (page 1 and page 500, one community filtered by state), the occupancy report (every community over 12
 * months, one community), the community list with its counts and the overview summary.
 *
 * For each database: start the built API once (migrations + seed), stop it, insert 200 communities, 2,000
 * units, 100,000 houses (a third free, allocated, occupied), their allocations and two residents in each
 * occupied house with `insert … select … generate_series`, ANALYZE, restart, log in as admin, warm up, then
 * time each call N times one after the other on one connection.
 *
 *   node bench/rentals.mjs [--n 100]
 */
import { apiData, onBothDatabases, onDatabase, runIfMain, timeSequential } from './measure.mjs';
import { login } from './server.mjs';

const HOUSES = 100_000;
const COMMUNITIES = 200;
const UNITS = 2_000;
const WARMUP = 10;
const P = '/hrbd-vacantroom';

/** @param {number} ms */
const fmt = (ms) => (ms < 10 ? `${ms.toFixed(1)} ms` : `${Math.round(ms)} ms`);

const year = new Date().getFullYear();
const INSERTS = [
  `insert into rent_company (rent_cmpy_code, cmpy_name, contact_person, contact_phone, contract_begin, contract_end)
   select 'RCB' || g, '郑州宏远制造有限公司' || g, '李' || g, '137' || lpad(g::text, 8, '0'), '${year - 1}-01-01', '${year + 1}-12-31'
   from generate_series(1, 100) g`,
  `insert into rent_community (community_code, community_name, province_code, province_name, city_code, city_name,
     county_code, county_name, street_code, street_name, address, lng, lat, manager_name, manager_phone)
   select 'RMB' || g, '新郑市产业工人公寓' || g || '期', '41', '河南省', '4101', '郑州市', '410184', '新郑市',
     '410184002', '新华路街道', '中华北路' || g || '号', 113.74, 34.40, '韩' || g, '138' || lpad(g::text, 8, '0')
   from generate_series(1, ${COMMUNITIES}) g`,
  `insert into rent_unit (unit_code, community_id, building_name, unit_name, floor_count)
   select 'RUB' || g, (select id from rent_community where community_code = 'RMB' || ((g - 1) / 10 + 1)),
     ((g - 1) % 10 / 2 + 1) || '号楼', ((g - 1) % 2 + 1) || '单元', 10
   from generate_series(1, ${UNITS}) g`,
  `insert into rent_house (house_code, unit_id, community_id, house_number, floor, layout, area_hundredths, beds,
     rent_cents, state, living_count)
   select 'RHB' || g, u.id, u.community_id, (((g - 1) % 50) / 5 + 1) || lpad((((g - 1) % 5) + 1)::text, 2, '0'),
     ((g - 1) % 50) / 5 + 1, '两室一厅', 6850, 4, 120000, g % 3, case when g % 3 = 2 then 2 else 0 end
   from generate_series(1, ${HOUSES}) g join rent_unit u on u.unit_code = 'RUB' || ((g - 1) / 50 + 1)`,
  `insert into rent_allocation (allocation_code, house_id, rent_company_id, begin_date, end_date, state)
   select 'RAB' || h.id, h.id, (select id from rent_company where rent_cmpy_code = 'RCB' || (h.id % 100 + 1)),
     '${year}-01-01', '${year}-12-31', 1
   from rent_house h where h.state > 0 and h.house_code like 'RHB%'`,
  `insert into rent_resident (biz_code, house_id, allocation_id, rent_company_id, community_id, staff_name, gender,
     id_card, phone, move_in_date, state)
   select 'RSB' || a.id || '_' || k, a.house_id, a.id, a.rent_company_id, h.community_id, '张' || a.id, 1,
     '410184' || lpad((a.id * 2 + k)::text, 12, '0'), '139' || lpad(a.id::text, 8, '0'), '${year}-02-01', 1
   from rent_allocation a join rent_house h on h.id = a.house_id, generate_series(1, 2) k
   where h.state = 2 and h.house_code like 'RHB%'`,
];

/** @typedef {{ name: string, method: 'GET' | 'POST', path: string, query?: Record<string, string | number>, body?: object }} Call */
/** @type {Call[]} */
const CALLS = [
  {
    name: 'house list, page 1',
    method: 'POST',
    path: `${P}/rent-house-detail-info/page`,
    body: { pageNum: 1, pageSize: 10 },
  },
  {
    name: 'house list, page 500',
    method: 'POST',
    path: `${P}/rent-house-detail-info/page`,
    body: { pageNum: 500, pageSize: 10 },
  },
  {
    name: 'house list, one community, free',
    method: 'POST',
    path: `${P}/rent-house-detail-info/page`,
    body: { pageNum: 1, pageSize: 10, communityCode: 'RMB77', state: 0 },
  },
  {
    name: 'occupancy report, all communities, 12 months',
    method: 'GET',
    path: `${P}/rent-house-detail-info/report/list`,
    query: { beginMonth: `${year}-01`, endMonth: `${year}-12` },
  },
  {
    name: 'occupancy report, one community, 12 months',
    method: 'GET',
    path: `${P}/rent-house-detail-info/report/list`,
    query: { beginMonth: `${year}-01`, endMonth: `${year}-12`, communityCode: 'RMB77' },
  },
  {
    name: 'community list with counts',
    method: 'GET',
    path: `${P}/rent-community-info/page`,
    query: { pageNum: 1, pageSize: 10 },
  },
  { name: 'overview summary', method: 'POST', path: `${P}/rentHome/getCommunitySummary`, body: {} },
];

/** @param {{ query: (sql: string) => Promise<unknown> }} db */
async function fill(db) {
  const t0 = performance.now();
  for (const sql of INSERTS) await db.query(sql);
  await db.query('analyze');
  return Number(((performance.now() - t0) / 1000).toFixed(1));
}

/** @param {string | undefined} databaseUrl @param {number} n */
function measureOne(databaseUrl, n) {
  return onDatabase(databaseUrl, async (d) => {
    await d.serve(async () => {});
    const insertSeconds = await d.fill(fill);
    return d.serve(async (server) => {
      const token = await login(server.base, d.agent);
      const ok = apiData(server.base, token, d.agent);
      const summary = await ok(/** @type {Call} */ (CALLS[6]));
      if (summary.houseTotal < HOUSES) throw new Error(`summary counts ${summary.houseTotal} houses`);
      const report = await ok(/** @type {Call} */ (CALLS[3]));
      if (report.length < COMMUNITIES * 12) throw new Error(`report has ${report.length} rows`);
      /** @type {{ call: string, rows: number, p50: number, p99: number, n: number }[]} */
      const calls = [];
      for (const call of CALLS) {
        const data = await ok(call);
        const rows = Array.isArray(data) ? data.length : (data.total ?? data.houseTotal ?? 0);
        calls.push({ call: call.name, rows, ...(await timeSequential(() => ok(call), WARMUP, n)) });
      }
      return { insertSeconds, calls };
    });
  });
}

/** @param {{ n?: number, log?: (line: string) => void }} [options] */
export async function measureRentals(options = {}) {
  const n = options.n ?? 100;
  const { pglite, postgres } = await onBothDatabases(
    options.log ?? (() => {}),
    `  PGlite: ${HOUSES.toLocaleString('en')} houses, ${n} timed calls each`,
    (url) => measureOne(url, n),
  );
  return { houses: HOUSES, communities: COMMUNITIES, n, warmup: WARMUP, pglite, postgres };
}

/** @param {Awaited<ReturnType<typeof measureRentals>>} r */
export function renderRentals(r) {
  const rows = r.pglite.calls.map((a, i) => {
    const b = r.postgres.calls[i];
    return `| ${a.call} | ${a.rows.toLocaleString('en')} | ${fmt(a.p50)} / ${fmt(a.p99)} | ${b ? `${fmt(b.p50)} / ${fmt(b.p99)}` : 'n/a'} |`;
  });
  return [
    `## Rentals at ${r.houses.toLocaleString('en')} houses`,
    '',
    `${r.communities} communities, 2,000 units, ${r.houses.toLocaleString('en')} houses (a third each free, allocated, occupied),`,
    'a live allocation for each held house and two residents in each occupied one (inserted with generate_series,',
    `then ANALYZE; PGlite ${r.pglite.insertSeconds} s, PostgreSQL ${r.postgres.insertSeconds} s). As admin, ${r.n} sequential calls each on one`,
    `keep-alive connection after ${r.warmup} warm-up calls. "rows" is the list total, the report's rows or the houses counted.`,
    '',
    '| call | rows | PGlite p50 / p99 | PostgreSQL p50 / p99 |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

await runIfMain(
  import.meta.url,
  (arg) => measureRentals({ n: Number(arg('--n') ?? 100), log: (line) => console.log(line) }),
  renderRentals,
);
