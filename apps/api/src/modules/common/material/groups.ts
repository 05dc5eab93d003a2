import { type MaterialGroup, materialMessages } from '@hr/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { newCode } from '../../../platform/codes.ts';
import type { Db, DbOrTx } from '../../../platform/db.ts';
import { conflict } from '../../../platform/errors.ts';
import type { Actor } from '../../../platform/permissions.ts';
import { cmpy } from '../../cmpy/company/tables.ts';
import { listScope, ownerFor, sameOwner } from './scope.ts';
import { material, materialGroup } from './tables.ts';

/** Groups the caller may see, with how many materials each holds; platform groups first, then by name. */
export async function listGroups(
  db: Db,
  actor: Actor,
  query: { cmpyCode?: string | undefined; groupType: number },
): Promise<MaterialGroup[]> {
  const scope = listScope(actor, query.cmpyCode);
  const counts = db
    .select({ groupCode: material.groupCode, n: count().as('n') })
    .from(material)
    .where(eq(material.deleted, false))
    .groupBy(material.groupCode)
    .as('counts');
  const rows = await db
    .select({
      groupCode: materialGroup.groupCode,
      groupName: materialGroup.groupName,
      groupType: materialGroup.groupType,
      cmpyCode: materialGroup.cmpyCode,
      cmpyName: cmpy.cmpyName,
      materialCount: sql<number>`coalesce(${counts.n}, 0)`.mapWith(Number),
    })
    .from(materialGroup)
    .leftJoin(cmpy, eq(cmpy.cmpyCode, materialGroup.cmpyCode))
    .leftJoin(counts, eq(counts.groupCode, materialGroup.groupCode))
    .where(
      and(
        eq(materialGroup.groupType, query.groupType),
        scope === undefined ? undefined : eq(materialGroup.cmpyCode, scope),
      ),
    )
    .orderBy(sql`${materialGroup.cmpyCode} is not null`, asc(materialGroup.cmpyCode), asc(materialGroup.id));
  return rows.map((row) => ({ ...row, cmpyName: row.cmpyName ?? null }));
}

/** A new group of the caller's company (operators: the company named, or the platform library). */
export async function addGroup(
  db: DbOrTx,
  actor: Actor,
  input: { groupName: string; cmpyCode?: string | undefined; groupType: number },
): Promise<{ groupCode: string }> {
  const owner = await ownerFor(db, actor, input.cmpyCode);
  const [same] = await db
    .select({ id: materialGroup.id })
    .from(materialGroup)
    .where(
      and(
        sameOwner(materialGroup.cmpyCode, owner),
        eq(materialGroup.groupType, input.groupType),
        eq(materialGroup.groupName, input.groupName),
      ),
    )
    .limit(1);
  if (same) throw conflict(materialMessages.groupExists);
  const groupCode = newCode('G');
  // The unique (cmpy_code, group_type, group_name) constraint settles a race between two identical requests.
  const inserted = await db
    .insert(materialGroup)
    .values({ groupCode, groupName: input.groupName, cmpyCode: owner, groupType: input.groupType })
    .onConflictDoNothing()
    .returning({ groupCode: materialGroup.groupCode });
  if (inserted.length === 0) throw conflict(materialMessages.groupExists);
  return { groupCode };
}
