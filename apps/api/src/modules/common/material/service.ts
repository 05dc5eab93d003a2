import {
  canAudit,
  formatApiTime,
  MaterialApplyState,
  type MaterialRecord,
  MaterialType,
  type MaterialUrl,
  materialMessages,
} from '@hr/contract';
import { and, desc, eq, ilike, inArray, isNull, notInArray, or, type SQL } from 'drizzle-orm';
import type { AuditFn } from '../../../platform/audit.ts';
import type { Config } from '../../../platform/config.ts';
import type { Db, DbOrTx } from '../../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';
import { type Actor, companyScope } from '../../../platform/permissions.ts';
import { containsPattern, fetchPage } from '../../../platform/query.ts';
import { cmpy } from '../../cmpy/company/tables.ts';
import { signedFileUrl } from '../files/signed-url.ts';
import { listScope, requireGroup } from './scope.ts';
import { material, materialGroup } from './tables.ts';

type MaterialRow = typeof material.$inferSelect;

/** A material the caller may see and change (company staff: their company's only), or 404. */
export async function findMaterial(db: DbOrTx, actor: Actor, materialCode: string, lock = false) {
  const scope = companyScope(actor);
  const query = db
    .select()
    .from(material)
    .where(
      and(
        eq(material.materialCode, materialCode),
        eq(material.deleted, false),
        scope === null ? undefined : eq(material.cmpyCode, scope),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(materialMessages.materialNotFound);
  return row;
}

const urlOf = (config: Config, row: Pick<MaterialRow, 'objectKey'>) =>
  row.objectKey ? signedFileUrl(config, row.objectKey) : null;

export interface MaterialListQuery {
  pageNum: number;
  pageSize: number;
  materialType?: number | undefined;
  groupCode?: string | undefined;
  applyState?: number | undefined;
  materialName?: string | undefined;
  cmpyCode?: string | undefined;
}

/** One page of the library, newest first, with fresh signed URLs. */
export async function listMaterials(
  db: Db,
  config: Config,
  actor: Actor,
  q: MaterialListQuery,
): Promise<{ records: MaterialRecord[]; total: number }> {
  const scope = listScope(actor, q.cmpyCode);
  const where: SQL[] = [eq(material.deleted, false)];
  if (scope !== undefined) where.push(eq(material.cmpyCode, scope));
  if (q.materialType !== undefined) where.push(eq(material.materialType, q.materialType));
  if (q.groupCode) where.push(eq(material.groupCode, q.groupCode));
  if (q.materialName) where.push(ilike(material.materialName, containsPattern(q.materialName)));
  if (q.applyState === MaterialApplyState.underReview) {
    // Anything other than passed and failed reads as under review.
    where.push(notInArray(material.applyState, [MaterialApplyState.passed, MaterialApplyState.failed]));
  } else if (q.applyState !== undefined) {
    where.push(eq(material.applyState, q.applyState));
  }
  const condition = and(...where);
  const page = await fetchPage(db, q, material, condition, (limit, offset) =>
    db
      .select({ row: material, groupName: materialGroup.groupName, cmpyName: cmpy.cmpyName })
      .from(material)
      .leftJoin(materialGroup, eq(materialGroup.groupCode, material.groupCode))
      .leftJoin(cmpy, eq(cmpy.cmpyCode, material.cmpyCode))
      .where(condition)
      .orderBy(desc(material.createdAt), desc(material.id))
      .limit(limit)
      .offset(offset),
  );
  return {
    total: page.total,
    records: page.records.map(({ row, groupName, cmpyName }) => ({
      materialCode: row.materialCode,
      materialName: row.materialName,
      materialType: row.materialType,
      fileName: row.fileName,
      fileSize: row.fileSize,
      url: urlOf(config, row),
      applyState: row.applyState,
      auditJson: row.applyState === MaterialApplyState.failed ? row.auditJson : null,
      auditTime: formatApiTime(row.auditedAt),
      groupCode: row.groupCode,
      groupName: groupName ?? null,
      cmpyCode: row.cmpyCode,
      cmpyName: cmpyName ?? null,
      createTime: formatApiTime(row.createdAt),
    })),
  };
}

/**
 * Signed URLs by material code, in the order asked. Company staff get their company's materials and the
 * platform's own; unknown or hidden codes are left out. A deleted material still resolves, so a job that
 * uses it keeps showing it.
 */
export async function materialUrls(
  db: Db,
  config: Config,
  actor: Actor,
  codes: string[],
): Promise<MaterialUrl[]> {
  const scope = companyScope(actor);
  const rows = await db
    .select()
    .from(material)
    .where(
      and(
        inArray(material.materialCode, codes),
        scope === null ? undefined : or(eq(material.cmpyCode, scope), isNull(material.cmpyCode)),
      ),
    );
  const byCode = new Map(rows.map((row) => [row.materialCode, row]));
  return [...new Set(codes)].flatMap((code) => {
    const row = byCode.get(code);
    if (!row) return [];
    const { materialCode, materialName, materialType, applyState } = row;
    return [{ materialCode, materialName, materialType, applyState, url: urlOf(config, row) }];
  });
}

/** Renames a material and/or moves it to a group of its owner (null: out of any group). */
export async function editMaterial(
  db: Db,
  actor: Actor,
  input: { materialCode: string; materialName?: string | undefined; groupCode?: string | null | undefined },
  audit: AuditFn,
): Promise<null> {
  await db.transaction(async (tx) => {
    const row = await findMaterial(tx, actor, input.materialCode, true);
    if (input.groupCode) await requireGroup(tx, input.groupCode, row.cmpyCode);
    const changes: Partial<MaterialRow> = { updatedAt: new Date() };
    if (input.materialName !== undefined) changes.materialName = input.materialName;
    if (input.groupCode !== undefined) changes.groupCode = input.groupCode;
    await tx.update(material).set(changes).where(eq(material.id, row.id));
    await audit({ action: 'material.edit', target: row.materialCode, detail: input }, tx);
  });
  return null;
}

/** Takes a material out of the library (soft delete: jobs that use it keep their picture). */
export async function deleteMaterial(
  db: Db,
  actor: Actor,
  materialCode: string,
  audit: AuditFn,
): Promise<null> {
  await db.transaction(async (tx) => {
    const row = await findMaterial(tx, actor, materialCode, true);
    await tx.update(material).set({ deleted: true, updatedAt: new Date() }).where(eq(material.id, row.id));
    await audit({ action: 'material.remove', target: row.materialCode }, tx);
  });
  return null;
}

/** An operator's review: pass (1) or fail (2, with a reason); the state must change. */
export async function auditMaterial(
  db: Db,
  actor: Actor,
  input: { materialCode: string; applyState: number; reason?: string | undefined },
  audit: AuditFn,
): Promise<null> {
  await db.transaction(async (tx) => {
    const row = await findMaterial(tx, actor, input.materialCode, true);
    if (row.materialType === MaterialType.video && !row.objectKey)
      throw badRequest(materialMessages.videoProcessing);
    if (!canAudit(row.applyState, input.applyState)) throw conflict(materialMessages.auditNotAllowed);
    const reason = input.applyState === MaterialApplyState.failed ? (input.reason ?? null) : null;
    await tx
      .update(material)
      .set({
        applyState: input.applyState,
        auditJson: reason,
        auditedBy: actor.userId,
        auditedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(material.id, row.id));
    await audit(
      { action: 'material.audit', target: row.materialCode, detail: { from: row.applyState, ...input } },
      tx,
    );
  });
  return null;
}
