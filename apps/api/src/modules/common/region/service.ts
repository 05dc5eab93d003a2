import { REGION_SEARCH_LIMIT, type RegionChain, regionChainCodes } from '@hr/contract';
import { and, asc, eq, gt, ilike, inArray, lt, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db.ts';
import { ApiError, badRequest, notFound } from '../../../platform/errors.ts';
import { containsPattern } from '../../../platform/query.ts';
import { region } from './tables.ts';

export async function provinces(db: DbOrTx) {
  return db
    .select({ code: region.code, name: region.name })
    .from(region)
    .where(eq(region.level, 1))
    .orderBy(asc(region.code));
}

/** The children of a region, ordered by code; an unknown parent has none. */
export async function childrenOf(db: DbOrTx, parentCode: string) {
  return db
    .select({ code: region.code, name: region.name })
    .from(region)
    .where(eq(region.parentCode, parentCode))
    .orderBy(asc(region.code));
}

/** Names of the given codes (codes not in the data are absent from the map). */
export async function namesOf(db: DbOrTx, codes: string[]): Promise<Map<string, string>> {
  if (!codes.length) return new Map();
  const rows = await db
    .select({ code: region.code, name: region.name })
    .from(region)
    .where(inArray(region.code, codes));
  return new Map(rows.map((r) => [r.code, r.name]));
}

function chainOf(code: string, names: Map<string, string>): RegionChain | null {
  const codes = regionChainCodes(code);
  if (!codes.length || codes.some((c) => !names.has(c))) return null;
  const at = (level: number) => codes[level - 1] ?? null;
  const name = (level: number) => {
    const c = at(level);
    return c ? (names.get(c) ?? null) : null;
  };
  return {
    code,
    level: codes.length,
    fullName: codes.map((c) => names.get(c)).join(' '),
    proCode: at(1)!,
    proName: name(1)!,
    cityCode: at(2),
    cityName: name(2),
    countryCode: at(3),
    countryName: name(3),
    streetCode: at(4),
    streetName: name(4),
    committeeCode: at(5),
    committeeName: name(5),
  };
}

/** A code of any level with all its ancestors; 404 when the code (or an ancestor) is not in the data. */
export async function areaByCode(db: DbOrTx, code: string): Promise<RegionChain> {
  const chain = chainOf(code, await namesOf(db, regionChainCodes(code)));
  if (!chain) throw notFound('行政区划不存在');
  return chain;
}

/** The codes a form chose, province to (optionally) village committee. */
export interface ChosenRegionCodes {
  provinceCode: string;
  cityCode: string;
  countyCode: string;
  streetCode?: string | null | undefined;
  committeeCode?: string | null | undefined;
}

/**
 * The region chain a form chose (stations, job fairs): the deepest code must exist and every code above it
 * must be its own ancestor. Forms save the names from here, never the client's.
 */
export async function chosenRegion(
  db: DbOrTx,
  codes: ChosenRegionCodes,
  messages: { missing: string; mismatch: string },
): Promise<RegionChain> {
  let chain: RegionChain;
  try {
    chain = await areaByCode(db, codes.committeeCode || codes.streetCode || codes.countyCode);
  } catch (error) {
    if (error instanceof ApiError && error.code === 404) throw badRequest(messages.missing);
    throw error;
  }
  const given = [codes.provinceCode, codes.cityCode, codes.countyCode, codes.streetCode || null];
  const found = [
    chain.proCode,
    chain.cityCode,
    chain.countryCode,
    codes.streetCode ? chain.streetCode : null,
  ];
  if (given.some((code, i) => code !== found[i])) throw badRequest(messages.mismatch);
  return chain;
}

/**
 * Codes below `prefix` (they start with it), as a key range the primary key index answers: all codes are
 * digit strings, so `410184` < `410184001` < `410184999999` < `410185`.
 */
const below = (prefix: string): SQL => {
  const next = String(Number(prefix) + 1).padStart(prefix.length, '0');
  return and(gt(region.code, prefix), lt(region.code, next))!;
};

/**
 * Regions whose name contains `name`: with a county, its streets and village committees; otherwise
 * provinces, cities and counties. Street and village names are only searched inside one county, which
 * keeps the search on a few hundred rows instead of the whole country's 660 000.
 */
export async function searchByName(db: DbOrTx, name: string, countyCode?: string): Promise<RegionChain[]> {
  const scope = countyCode ? below(countyCode) : lte(region.level, 3);
  const found = await db
    .select({ code: region.code })
    .from(region)
    .where(and(scope, ilike(region.name, containsPattern(name))))
    .orderBy(asc(region.level), asc(region.code))
    .limit(REGION_SEARCH_LIMIT);
  const names = await namesOf(db, [...new Set(found.flatMap((r) => regionChainCodes(r.code)))]);
  return found.map((r) => chainOf(r.code, names)).filter((c): c is RegionChain => c !== null);
}
