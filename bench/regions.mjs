// @ts-check
/**
 * Region lookup bench: latency (p50/p99) of the district routes, the region-name search, the reverse
 * geocoder and the address history against a RUNNING server holding the full region data (npm start).
 *
 *   node bench/regions.mjs --base http://127.0.0.1:3000 --token <Authorization token>
 *   node bench/regions.mjs --base … --username admin --password …   (logs in; needs LOGIN_CAPTCHA=off)
 *   options: --requests <n per route, default 300>, --concurrency <parallel clients for the
 *            throughput pass, default 10>, --json <file> (also write the results as JSON)
 *
 * First walks the hierarchy to collect real codes (all provinces and cities, then counties, streets and
 * village committees of randomly chosen parents), then times each route on randomly drawn inputs, one
 * request at a time (latency), then with --concurrency clients at once (throughput and latency under load).
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:3000' },
    token: { type: 'string' },
    username: { type: 'string' },
    password: { type: 'string' },
    requests: { type: 'string', default: '300' },
    concurrency: { type: 'string', default: '10' },
    json: { type: 'string' },
  },
});

const base = String(args.base).replace(/\/$/, '');
const REQUESTS = Number(args.requests);
const CONCURRENCY = Number(args.concurrency);
if (!(REQUESTS > 0) || !(CONCURRENCY > 0)) throw new Error('--requests and --concurrency must be positive');
const SAMPLE_PARENTS = 40;

/** Deterministic random numbers, so two runs draw the same inputs. */
let seed = 20261122;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
/** @template T @param {T[]} list @returns {T} */
const pick = (list) => /** @type {T} */ (list[Math.floor(random() * list.length)]);

/** @param {Response} response @returns {Promise<any>} */
async function envelope(response) {
  const body = /** @type {{ code: number; msg: string; data: any }} */ (await response.json());
  if (body.code !== 200) throw new Error(`${response.url}: ${body.code} ${body.msg}`);
  return body.data;
}

async function token() {
  if (args.token) return String(args.token);
  if (!args.username || !args.password) throw new Error('give --token, or --username and --password');
  const response = await fetch(`${base}/api/pclogin/userauth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: args.username, password: args.password }),
  });
  return String(await envelope(response));
}

const auth = { authorization: await token() };

/**
 * GET one route; returns the envelope code (a 404 for a point outside China is a valid answer).
 * @param {string} path @param {Record<string, string>} [query]
 */
async function get(path, query = {}) {
  const response = await fetch(`${base}/api${path}?${new URLSearchParams(query)}`, { headers: auth });
  const body = /** @type {{ code: number; data: any }} */ (await response.json());
  return body;
}

/** @param {string} path @param {Record<string, string>} [query] */
async function data(path, query) {
  const body = await get(path, query);
  if (body.code !== 200) throw new Error(`${path}: ${body.code}`);
  return body.data;
}

// --- 1. Real codes, by walking the hierarchy -----------------------------------------------------------
const walkStarted = performance.now();
/** @type {string[]} */
const provinces = (await data('/train/district/selectAllProvince')).map((/** @type {any} */ r) => r.proCode);
/** @type {string[]} */
const cities = [];
for (const proCode of provinces)
  for (const r of await data('/train/district/selectByProvinceCode', { proCode })) cities.push(r.cityCode);
/** @type {{ code: string, name: string }[]} */
const counties = [];
for (let i = 0; i < SAMPLE_PARENTS; i++)
  for (const r of await data('/train/district/selectByCityCode', { cityCode: pick(cities) }))
    counties.push({ code: r.countryCode, name: r.countryName });
/** @type {string[]} */
const streets = [];
for (let i = 0; i < SAMPLE_PARENTS; i++)
  for (const r of await data('/train/district/selectByCountryCode', { countryCode: pick(counties).code }))
    streets.push(r.streetCode);
/** @type {{ code: string, name: string }[]} */
const committees = [];
for (let i = 0; i < SAMPLE_PARENTS; i++)
  for (const r of await data('/train/district/selectByStreetCode', { streetCode: pick(streets) }))
    committees.push({ code: r.committeeCode, name: r.committeeName });
if (!committees.length) throw new Error('no village committees: is the server holding the full region data?');
console.log(
  `walked ${provinces.length} provinces, ${cities.length} cities, ${counties.length} counties, ` +
    `${streets.length} streets, ${committees.length} committees in ${Math.round(performance.now() - walkStarted)} ms`,
);

// --- 2. The routes and how each draws its input ---------------------------------------------------------
/** @type {{ name: string, path: string, query: () => Record<string, string> }[]} */
const ROUTES = [
  { name: 'selectAllProvince', path: '/train/district/selectAllProvince', query: () => ({}) },
  {
    name: 'selectByProvinceCode',
    path: '/train/district/selectByProvinceCode',
    query: () => ({ proCode: pick(provinces) }),
  },
  {
    name: 'selectByCityCode',
    path: '/train/district/selectByCityCode',
    query: () => ({ cityCode: pick(cities) }),
  },
  {
    name: 'selectByCountryCode',
    path: '/train/district/selectByCountryCode',
    query: () => ({ countryCode: pick(counties).code }),
  },
  {
    name: 'selectByStreetCode',
    path: '/train/district/selectByStreetCode',
    query: () => ({ streetCode: pick(streets) }),
  },
  {
    name: 'selectAreaByCode (village)',
    path: '/train/district/selectAreaByCode',
    query: () => ({ code: pick(committees).code }),
  },
  {
    name: 'selectByName (county)',
    path: '/train/district/selectByName',
    query: () => ({ name: pick(counties).name.slice(0, 2) }),
  },
  {
    name: 'selectByName (in a county)',
    path: '/train/district/selectByName',
    query: () => {
      const c = pick(committees);
      return { name: c.name.slice(0, 2), countryCode: c.code.slice(0, 6) };
    },
  },
  {
    name: 'geocoder/location',
    path: '/backend-common/geocoder/location',
    // Mostly inside China (east and centre), some in the sea or abroad.
    query: () => ({ longitude: (100 + random() * 22).toFixed(5), latitude: (22 + random() * 18).toFixed(5) }),
  },
  {
    name: 'queryCmpyHistoryAddr',
    path: '/cmpy/cmpy-history-address/queryCmpyHistoryAddr',
    query: () => ({ pageNum: '1', pageSize: '3', type: '2' }),
  },
];

/** Nearest-rank percentile. @param {number[]} sorted @param {number} q */
const percentile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
/** @param {number[]} samples */
const stats = (samples) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
};
/** @param {number} ms */
const fmt = (ms) => (ms < 10 ? ms.toFixed(2) : ms < 100 ? ms.toFixed(1) : String(Math.round(ms)));

/**
 * `clients` loops sending `REQUESTS` requests in all; latencies and requests per second.
 * @param {(typeof ROUTES)[number]} route @param {number} clients
 */
async function run(route, clients) {
  /** @type {number[]} */
  const samples = [];
  /** @type {Record<number, number>} */
  const codes = {};
  let left = REQUESTS;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (left-- > 0) {
        const query = route.query();
        const t0 = performance.now();
        const body = await get(route.path, query);
        samples.push(performance.now() - t0);
        codes[body.code] = (codes[body.code] ?? 0) + 1;
        if (body.code !== 200 && body.code !== 404)
          throw new Error(`${route.name} ${JSON.stringify(query)}: ${body.code}`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { ...stats(samples), rps: samples.length / seconds, codes };
}

// --- 3. Measure ------------------------------------------------------------------------------------------
/** @type {any[]} */
const results = [];
console.log(`\n${REQUESTS} requests per route; latency in ms\n`);
console.log(
  'route'.padEnd(30),
  'p50'.padStart(7),
  'p99'.padStart(7),
  '  |',
  `p50@${CONCURRENCY}`.padStart(8),
  `p99@${CONCURRENCY}`.padStart(8),
  'req/s'.padStart(8),
  '  answers',
);
for (const route of ROUTES) {
  for (let i = 0; i < 20; i++) await get(route.path, route.query()); // warm-up
  const single = await run(route, 1);
  const loaded = await run(route, CONCURRENCY);
  results.push({ route: route.name, single, concurrent: { clients: CONCURRENCY, ...loaded } });
  console.log(
    route.name.padEnd(30),
    fmt(single.p50).padStart(7),
    fmt(single.p99).padStart(7),
    '  |',
    fmt(loaded.p50).padStart(8),
    fmt(loaded.p99).padStart(8),
    loaded.rps.toFixed(0).padStart(8),
    ' ',
    Object.entries(single.codes)
      .map(([code, n]) => `${code}×${n}`)
      .join(' '),
  );
}

if (args.json) {
  fs.writeFileSync(
    String(args.json),
    `${JSON.stringify({ base, requests: REQUESTS, concurrency: CONCURRENCY, at: new Date().toISOString(), results }, null, 2)}\n`,
  );
  console.log(`\nwrote ${args.json}`);
}
