import { MaterialApplyState, type MaterialType } from '@hr/contract';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db.ts';
import { badRequest } from '../../../platform/errors.ts';
import { material } from './tables.ts';

/**
 * Checks that a record (a job, a course) may show these materials: not deleted, of the right type, passed
 * review, with their file, and owned by the record's company or the platform's own library (a platform
 * record, owner null, only the latter). Refuses with `message` otherwise.
 */
export async function requireUsableMaterials(
  db: DbOrTx,
  owner: string | null,
  codes: string[],
  type: MaterialType,
  message: string,
): Promise<void> {
  if (!codes.length) return;
  const unique = [...new Set(codes)];
  const rows = await db
    .select({ code: material.materialCode, objectKey: material.objectKey })
    .from(material)
    .where(
      and(
        inArray(material.materialCode, unique),
        eq(material.deleted, false),
        eq(material.materialType, type),
        eq(material.applyState, MaterialApplyState.passed),
        owner === null
          ? isNull(material.cmpyCode)
          : or(eq(material.cmpyCode, owner), isNull(material.cmpyCode)),
      ),
    );
  if (unique.some((code) => !rows.find((r) => r.code === code && r.objectKey))) throw badRequest(message);
}
