import { type ResourceSeed, resourceTree, walkResources } from '@hr/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { sysResource } from '../modules/system/resources/tables.ts';
import { sysRole, sysRoleResource, sysRoleSeedGrant } from '../modules/system/roles/tables.ts';
import type { DbOrTx } from '../platform/db.ts';

/**
 * Brings the contract's resource tree into the database: inserts any resource not there yet (so a new
 * screen appears on upgrade) and leaves operators' edits of existing ones alone. Runs at every start.
 */
export async function syncResourceTree(db: DbOrTx): Promise<number> {
  const rows: (typeof sysResource.$inferInsert)[] = [];
  let order = 0;
  walkResources((node, parent) => {
    rows.push({
      resourceCode: node.key,
      parentCode: parent?.key ?? null,
      name: node.name,
      type: node.type,
      path: node.path ?? null,
      icon: node.icon ?? null,
      perms: node.perms ?? null,
      sort: order++,
      builtin: true,
    });
  });
  const existing = await db
    .select({ code: sysResource.resourceCode })
    .from(sysResource)
    .where(
      inArray(
        sysResource.resourceCode,
        rows.map((r) => r.resourceCode),
      ),
    );
  const known = new Set(existing.map((e) => e.code));
  const missing = rows.filter((r) => !known.has(r.resourceCode));
  if (missing.length) await db.insert(sysResource).values(missing);
  return missing.length;
}

/**
 * Resource keys a seeded role gets: every node below an `include` key, except those below an `exclude`
 * key, plus the ancestors of what is taken (the area root carries the area's `plateform:*` code).
 */
export function grantKeys(include: readonly string[], exclude: readonly string[] = []): string[] {
  const taken = new Set<string>();
  const visit = (nodes: ResourceSeed[], ancestors: string[], inside: boolean) => {
    for (const node of nodes) {
      if (exclude.includes(node.key)) continue;
      const here = inside || include.includes(node.key);
      if (here) for (const key of [...ancestors, node.key]) taken.add(key);
      visit(node.children ?? [], [...ancestors, node.key], here);
    }
  };
  visit(resourceTree, [], false);
  return [...taken];
}

/**
 * Grants the live role `roleKey` each of `keys` not offered to it before, and records them as offered: a
 * new role gets all of them, a role of an older data dir gets once what was added to the tree (or to the
 * role's list) since, and a grant an operator has since taken away stays away. Runs at every start.
 */
export async function offerGrants(db: DbOrTx, roleKey: string, keys: readonly string[]): Promise<number> {
  const [role] = await db
    .select({ id: sysRole.id })
    .from(sysRole)
    .where(and(eq(sysRole.roleKey, roleKey), eq(sysRole.deleted, false)))
    .limit(1);
  if (!role || !keys.length) return 0;
  const offered = await db
    .select({ code: sysRoleSeedGrant.resourceCode })
    .from(sysRoleSeedGrant)
    .where(eq(sysRoleSeedGrant.roleId, role.id));
  const seen = new Set(offered.map((o) => o.code));
  const fresh = keys.filter((k) => !seen.has(k));
  if (!fresh.length) return 0;
  const resources = await db
    .select({ id: sysResource.id })
    .from(sysResource)
    .where(inArray(sysResource.resourceCode, fresh));
  if (resources.length)
    await db
      .insert(sysRoleResource)
      .values(resources.map((r) => ({ roleId: role.id, resourceId: r.id })))
      .onConflictDoNothing();
  await db
    .insert(sysRoleSeedGrant)
    .values(fresh.map((resourceCode) => ({ roleId: role.id, resourceCode })))
    .onConflictDoNothing();
  return fresh.length;
}
