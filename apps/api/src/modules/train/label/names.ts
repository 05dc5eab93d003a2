import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db.ts';
import { badRequest } from '../../../platform/errors.ts';
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

/**
 * The distinct codes among `codes`, each a live training label of `labelType` (courses, online courses and
 * skill organisations' training scope); refuses with `message` otherwise.
 */
export async function requireTrainLabels(
  db: DbOrTx,
  codes: string[],
  labelType: number,
  message: string,
): Promise<string[]> {
  const unique = [...new Set(codes)];
  if (!unique.length) return unique;
  const found = await db
    .select({ code: trainLabel.labelCode })
    .from(trainLabel)
    .where(
      and(
        inArray(trainLabel.labelCode, unique),
        eq(trainLabel.deleted, false),
        eq(trainLabel.labelType, labelType),
      ),
    );
  if (found.length !== unique.length) throw badRequest(message);
  return unique;
}
