import { ALL_JOB_CATEGORIES, type JobCategoryBody, type JobCategoryNode } from '@hr/contract';
import { and, asc, count, eq, isNull, ne, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditFn } from '../../../platform/audit.ts';
import { newCode } from '../../../platform/codes.ts';
import type { Db, DbOrTx } from '../../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';
import { jobCategory } from './tables.ts';

type CategoryRecord = typeof jobCategory.$inferSelect;
type CategoryInput = z.output<typeof JobCategoryBody>;

const live = eq(jobCategory.deleted, false);

/** The two-level tree, each level by its sort and then as added. */
export async function queryJobCategories(db: DbOrTx): Promise<JobCategoryNode[]> {
  const rows = await db
    .select()
    .from(jobCategory)
    .where(live)
    .orderBy(asc(jobCategory.categorieSort), asc(jobCategory.id));
  const node = (r: CategoryRecord): JobCategoryNode => ({
    categorieCode: r.categorieCode,
    categorieName: r.categorieName,
    categorieParentCode: r.categorieParentCode,
    categorieSort: r.categorieSort,
    children: [],
  });
  const parents = rows.filter((r) => r.categorieParentCode === null).map(node);
  const byCode = new Map(parents.map((p) => [p.categorieCode, p]));
  for (const row of rows) {
    if (row.categorieParentCode !== null) byCode.get(row.categorieParentCode)?.children.push(node(row));
  }
  return parents;
}

/** The filter list: 全部 (code '') first, then the top-level categories with their children. */
export async function queryJobCateSelf(db: DbOrTx): Promise<JobCategoryNode[]> {
  return [{ ...ALL_JOB_CATEGORIES, children: [] }, ...(await queryJobCategories(db))];
}

async function liveCategory(db: DbOrTx, categorieCode: string, missing = '工种不存在') {
  const [row] = await db
    .select()
    .from(jobCategory)
    .where(and(eq(jobCategory.categorieCode, categorieCode), live))
    .limit(1);
  if (!row) throw notFound(missing);
  return row;
}

async function childCount(db: DbOrTx, categorieCode: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobCategory)
    .where(and(eq(jobCategory.categorieParentCode, categorieCode), live));
  return row?.n ?? 0;
}

/** The tree has two levels: a parent must be a live top-level category other than the category itself. */
async function checkParent(db: DbOrTx, parentCode: string | null, selfCode?: string) {
  if (parentCode === null) return;
  if (parentCode === selfCode) throw badRequest('上级工种不能是自身');
  const parent = await liveCategory(db, parentCode).catch(() => {
    throw badRequest('上级工种不存在');
  });
  if (parent.categorieParentCode !== null) throw badRequest('工种只有两级，上级工种必须是一级工种');
}

async function checkNameFree(db: DbOrTx, input: CategoryInput, selfId?: number) {
  const where: SQL[] = [
    live,
    eq(jobCategory.categorieName, input.categorieName),
    input.categorieParentCode === null
      ? isNull(jobCategory.categorieParentCode)
      : eq(jobCategory.categorieParentCode, input.categorieParentCode),
  ];
  if (selfId !== undefined) where.push(ne(jobCategory.id, selfId));
  const [taken] = await db
    .select({ id: jobCategory.id })
    .from(jobCategory)
    .where(and(...where))
    .limit(1);
  if (taken) throw conflict(`同级下已存在工种“${input.categorieName}”`);
}

const columnsOf = (input: CategoryInput) => ({
  categorieName: input.categorieName,
  categorieParentCode: input.categorieParentCode,
  categorieSort: input.categorieSort,
});

export async function addJobCategory(db: Db, input: CategoryInput, audit: AuditFn) {
  return db.transaction(async (tx) => {
    await checkParent(tx, input.categorieParentCode);
    await checkNameFree(tx, input);
    const categorieCode = newCode('JC');
    await tx.insert(jobCategory).values({ categorieCode, ...columnsOf(input) });
    await audit({ action: 'jobCategory.add', target: categorieCode, detail: input }, tx);
    return { categorieCode };
  });
}

export async function editJobCategory(
  db: Db,
  input: CategoryInput & { categorieCode: string },
  audit: AuditFn,
) {
  await db.transaction(async (tx) => {
    const current = await liveCategory(tx, input.categorieCode);
    await checkParent(tx, input.categorieParentCode, current.categorieCode);
    if (input.categorieParentCode !== null && (await childCount(tx, current.categorieCode)) > 0)
      throw badRequest('该工种有下级工种，不能移到其他工种下');
    await checkNameFree(tx, input, current.id);
    await tx
      .update(jobCategory)
      .set({ ...columnsOf(input), updatedAt: new Date() })
      .where(eq(jobCategory.id, current.id));
    await audit({ action: 'jobCategory.edit', target: current.categorieCode, detail: input }, tx);
  });
}

/** Removes a category; a top-level one must have no children left. */
export async function delJobCategory(db: Db, categorieCode: string, audit: AuditFn) {
  await db.transaction(async (tx) => {
    const current = await liveCategory(tx, categorieCode);
    if ((await childCount(tx, categorieCode)) > 0) throw badRequest('存在下级工种，不允许删除');
    await tx
      .update(jobCategory)
      .set({ deleted: true, updatedAt: new Date() })
      .where(eq(jobCategory.id, current.id));
    await audit({ action: 'jobCategory.remove', target: categorieCode }, tx);
  });
}
