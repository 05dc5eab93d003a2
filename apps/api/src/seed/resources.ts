import { type ResourceSeed, resourceTree, walkResources } from '@hr/contract';
import { inArray } from 'drizzle-orm';
import { sysResource } from '../modules/system/resources/tables.ts';
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
