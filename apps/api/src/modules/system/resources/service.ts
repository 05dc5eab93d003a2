import { type ResourceBody, type ResourceRow, resourcePolicy } from '@hr/contract';
import { and, asc, count, eq, ilike, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditFn } from '../../../platform/audit.ts';
import { markAuthChange } from '../../../platform/auth-cache.ts';
import { newCode } from '../../../platform/codes.ts';
import type { Db, DbOrTx } from '../../../platform/db.ts';
import { badRequest, forbidden, notFound } from '../../../platform/errors.ts';
import type { Actor } from '../../../platform/permissions.ts';
import { containsPattern, fetchPage } from '../../../platform/query.ts';
import { sysRoleResource } from '../roles/tables.ts';
import { sysResource } from './tables.ts';

type ResourceRecord = typeof sysResource.$inferSelect;
type ResourceInput = z.output<typeof ResourceBody>;

const toRow = (r: ResourceRecord): ResourceRow => ({
  resourceCode: r.resourceCode,
  parentCode: r.parentCode,
  name: r.name,
  type: r.type,
  path: r.path,
  icon: r.icon,
  perms: r.perms,
  sort: r.sort,
  visible: r.visible,
  builtin: r.builtin,
});

const order = [asc(sysResource.sort), asc(sysResource.id)];

export async function listResources(db: Db, name?: string) {
  const rows = await db
    .select()
    .from(sysResource)
    .where(name ? ilike(sysResource.name, containsPattern(name)) : undefined)
    .orderBy(...order);
  return rows.map(toRow);
}

export async function listResourcePage(
  db: Db,
  q: { pageNum: number; pageSize: number; name?: string | undefined; type?: number | undefined },
) {
  const where: SQL[] = [];
  if (q.name) where.push(ilike(sysResource.name, containsPattern(q.name)));
  if (q.type !== undefined) where.push(eq(sysResource.type, q.type));
  const condition = where.length ? and(...where) : undefined;
  const page = await fetchPage(db, q, sysResource, condition, (limit, offset) =>
    db
      .select()
      .from(sysResource)
      .where(condition)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
  );
  return { records: page.records.map(toRow), total: page.total };
}

async function resourceByCode(db: DbOrTx, resourceCode: string): Promise<ResourceRecord> {
  const [row] = await db
    .select()
    .from(sysResource)
    .where(eq(sysResource.resourceCode, resourceCode))
    .limit(1);
  if (!row) throw notFound('资源不存在');
  return row;
}

export const queryResource = async (db: Db, resourceCode: string) =>
  toRow(await resourceByCode(db, resourceCode));

/** A parent must exist, must not be a button, and must not lie below the resource itself. */
async function checkParent(db: DbOrTx, parentCode: string | null | undefined, selfCode?: string) {
  if (!parentCode) return null;
  let cursor: string | null = parentCode;
  let parent: ResourceRecord | null = null;
  for (let depth = 0; cursor && depth < 20; depth++) {
    if (cursor === selfCode) throw badRequest('上级资源不能是自身或其下级');
    const row: ResourceRecord = await resourceByCode(db, cursor).catch(() => {
      throw badRequest('上级资源不存在');
    });
    parent ??= row;
    cursor = row.parentCode;
  }
  if (parent?.type === 2) throw badRequest('按钮下不能再添加资源');
  return parentCode;
}

const columnsOf = (input: ResourceInput) => ({
  name: input.name,
  type: input.type,
  path: input.path || null,
  icon: input.icon || null,
  perms: input.perms || null,
  sort: input.sort,
  visible: input.visible,
});

/** The caller must hold a code it gives a resource, and the code it replaces (resourcePolicy). */
function assertCode(actor: Actor, perms: string | null, previous: string | null = null) {
  const refusal = resourcePolicy.codeRefusal(actor, perms, previous);
  if (refusal) throw forbidden(refusal);
}

export async function addResource(db: Db, actor: Actor, input: ResourceInput, audit: AuditFn) {
  assertCode(actor, input.perms || null);
  return db.transaction(async (tx) => {
    const parentCode = await checkParent(tx, input.parentCode);
    const resourceCode = newCode('M');
    await markAuthChange(tx);
    await tx.insert(sysResource).values({ resourceCode, parentCode, ...columnsOf(input) });
    await audit({ action: 'resource.add', target: resourceCode, detail: input }, tx);
    return { resourceCode };
  });
}

export async function editResource(
  db: Db,
  actor: Actor,
  input: ResourceInput & { resourceCode: string },
  audit: AuditFn,
) {
  await db.transaction(async (tx) => {
    const current = await resourceByCode(tx, input.resourceCode);
    assertCode(actor, input.perms || null, current.perms);
    const parentCode = await checkParent(tx, input.parentCode, current.resourceCode);
    // A built-in resource keeps its permission code: the server's route checks rely on it.
    if (current.builtin && (input.perms || null) !== current.perms)
      throw forbidden('内置资源的权限标识不能修改');
    await markAuthChange(tx);
    await tx
      .update(sysResource)
      .set({ parentCode, ...columnsOf(input), updatedAt: new Date() })
      .where(eq(sysResource.id, current.id));
    await audit({ action: 'resource.edit', target: current.resourceCode, detail: input }, tx);
  });
}

export async function removeResource(db: Db, resourceCode: string, audit: AuditFn) {
  await db.transaction(async (tx) => {
    const current = await resourceByCode(tx, resourceCode);
    if (current.builtin) throw forbidden('内置资源不能删除');
    const [children] = await tx
      .select({ n: count() })
      .from(sysResource)
      .where(eq(sysResource.parentCode, resourceCode));
    if ((children?.n ?? 0) > 0) throw badRequest('存在下级资源，不允许删除');
    await markAuthChange(tx);
    await tx.delete(sysRoleResource).where(eq(sysRoleResource.resourceId, current.id));
    await tx.delete(sysResource).where(eq(sysResource.id, current.id));
    await audit({ action: 'resource.remove', target: resourceCode }, tx);
  });
}
