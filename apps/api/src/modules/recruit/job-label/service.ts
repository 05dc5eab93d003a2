import {
  contentKeyOf,
  formatApiTime,
  JOB_LABEL_CONTENT_KEYS,
  type JobLabel,
  type JobLabelBody,
  type JobLabelContents,
  JobLabelSort,
  type WelfareType,
} from '@hr/contract';
import { and, asc, eq, ne, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditFn } from '../../../platform/audit.ts';
import { newCode } from '../../../platform/codes.ts';
import type { Db, DbOrTx } from '../../../platform/db.ts';
import { conflict, forbidden, notFound } from '../../../platform/errors.ts';
import { type Actor, hasPermission } from '../../../platform/permissions.ts';
import { jobLabel } from './tables.ts';

type LabelRecord = typeof jobLabel.$inferSelect;
type LabelInput = z.output<typeof JobLabelBody>;

const toLabel = (r: LabelRecord): JobLabel => ({
  labelCode: r.labelCode,
  labelName: r.labelName,
  labelSort: r.labelSort,
  welfareType: r.welfareType,
  contentKey: contentKeyOf(r.labelSort as JobLabelSort, r.welfareType as WelfareType | null),
  createTime: formatApiTime(r.createdAt),
});

const live = eq(jobLabel.deleted, false);

/** The five content lists (1 description … 5 other), each in the order the labels were added. */
export async function queryJobLabel(db: Db, labelSort?: number): Promise<JobLabelContents> {
  const where: SQL[] = [live];
  if (labelSort !== undefined) where.push(eq(jobLabel.labelSort, labelSort));
  const rows = await db
    .select()
    .from(jobLabel)
    .where(and(...where))
    .orderBy(asc(jobLabel.id));
  const contents = Object.fromEntries(JOB_LABEL_CONTENT_KEYS.map((key) => [String(key), [] as JobLabel[]]));
  for (const row of rows) {
    const label = toLabel(row);
    contents[String(label.contentKey)]!.push(label);
  }
  return contents as JobLabelContents;
}

async function liveLabel(db: DbOrTx, labelCode: string): Promise<LabelRecord> {
  const [row] = await db
    .select()
    .from(jobLabel)
    .where(and(eq(jobLabel.labelCode, labelCode), live))
    .limit(1);
  if (!row) throw notFound('标签不存在');
  return row;
}

/** Names are unique per sort: a welfare name once across meals, lodging and other benefits. */
async function checkNameFree(db: DbOrTx, input: LabelInput, selfId?: number) {
  const where = [live, eq(jobLabel.labelSort, input.labelSort), eq(jobLabel.labelName, input.labelName)];
  if (selfId !== undefined) where.push(ne(jobLabel.id, selfId));
  const [taken] = await db
    .select({ id: jobLabel.id })
    .from(jobLabel)
    .where(and(...where))
    .limit(1);
  if (taken) throw conflict(`该分类下已存在标签“${input.labelName}”`);
}

const columnsOf = (input: LabelInput) => ({
  labelName: input.labelName,
  labelSort: input.labelSort,
  welfareType: input.labelSort === JobLabelSort.welfare ? (input.welfareType ?? null) : null,
});

/** Adds a label (needs label:add) or, with a labelCode, edits it (needs label:edit). */
export async function saveJobLabel(db: Db, actor: Actor, input: LabelInput, audit: AuditFn) {
  const editing = input.labelCode !== undefined;
  if (!hasPermission(actor, editing ? 'label:edit' : 'label:add')) throw forbidden();
  return db.transaction(async (tx) => {
    if (input.labelCode !== undefined) {
      const current = await liveLabel(tx, input.labelCode);
      await checkNameFree(tx, input, current.id);
      await tx
        .update(jobLabel)
        .set({ ...columnsOf(input), updatedAt: new Date() })
        .where(eq(jobLabel.id, current.id));
      await audit({ action: 'jobLabel.edit', target: current.labelCode, detail: input }, tx);
      return { labelCode: current.labelCode };
    }
    await checkNameFree(tx, input);
    const labelCode = newCode('JL');
    await tx.insert(jobLabel).values({ labelCode, ...columnsOf(input) });
    await audit({ action: 'jobLabel.add', target: labelCode, detail: input }, tx);
    return { labelCode };
  });
}

export async function delJobLabel(db: Db, labelCode: string, audit: AuditFn) {
  await db.transaction(async (tx) => {
    const current = await liveLabel(tx, labelCode);
    await tx
      .update(jobLabel)
      .set({ deleted: true, updatedAt: new Date() })
      .where(eq(jobLabel.id, current.id));
    await audit({ action: 'jobLabel.remove', target: labelCode }, tx);
  });
}
