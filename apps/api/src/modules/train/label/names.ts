import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db.ts';
import { trainLabel } from './tables.ts';

/** Training label names by code, one query for a whole page of records. */
export async function labelNames(db: DbOrTx, codes: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(codes)];
  if (!unique.length) return new Map();
  const rows = await db
    .select({ code: trainLabel.labelCode, name: trainLabel.labelName })
    .from(trainLabel)
    .where(inArray(trainLabel.labelCode, unique));
  return new Map(rows.map((r) => [r.code, r.name]));
}
