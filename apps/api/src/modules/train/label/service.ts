import {
  formatApiTime,
  OTHER_INITIAL,
  type TrainLabel,
  type TrainLabelBody,
  type TrainLabelIndex,
  TrainLabelType,
} from '@hr/contract';
import { and, asc, eq, ilike, ne, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditFn } from '../../../platform/audit.ts';
import { newCode } from '../../../platform/codes.ts';
import type { Db, DbOrTx } from '../../../platform/db.ts';
import { conflict, notFound } from '../../../platform/errors.ts';
import { containsPattern } from '../../../platform/query.ts';
import { nameColumns } from './initial.ts';
import { trainLabel } from './tables.ts';

type LabelRecord = typeof trainLabel.$inferSelect;
type LabelInput = z.output<typeof TrainLabelBody>;

const toLabel = (r: LabelRecord): TrainLabel => ({
  labelCode: r.labelCode,
  labelName: r.labelName,
  labelHot: r.labelHot,
  labelDesc: r.labelDesc,
  labelSort: r.labelSort,
  labelType: r.labelType,
  labelInitial: r.labelInitial,
  createTime: formatApiTime(r.createdAt),
});

const live = eq(trainLabel.deleted, false);

const hotOrder = (label: TrainLabel) => label.labelSort || Number.MAX_SAFE_INTEGER;

/** Initials in index order: A–Z, then `#`. */
const initialOrder = (letter: string) => (letter === OTHER_INITIAL ? 26 : letter.charCodeAt(0) - 65);

/** The hot list and the labels grouped by initial; labelType 0 or absent: all types. */
export async function getLabels(
  db: Db,
  q: { labelType?: number | undefined; labelName?: string | undefined },
): Promise<TrainLabelIndex> {
  const where: SQL[] = [live];
  if (q.labelType && q.labelType !== TrainLabelType.all) where.push(eq(trainLabel.labelType, q.labelType));
  if (q.labelName) where.push(ilike(trainLabel.labelName, containsPattern(q.labelName)));
  const rows = await db
    .select()
    .from(trainLabel)
    .where(and(...where))
    .orderBy(asc(trainLabel.labelPinyin), asc(trainLabel.id));
  const labels = rows.map(toLabel);
  const groups = new Map<string, TrainLabel[]>();
  for (const label of labels) {
    const group = groups.get(label.labelInitial) ?? [];
    group.push(label);
    groups.set(label.labelInitial, group);
  }
  return {
    // Ordered ones (labelSort > 0) first; 0 means no set order and goes last. The sort is stable, so equal
    // keys keep pinyin order.
    hot: labels.filter((l) => l.labelHot === 1).sort((a, b) => hotOrder(a) - hotOrder(b)),
    groups: [...groups.entries()]
      .sort(([a], [b]) => initialOrder(a) - initialOrder(b))
      .map(([letter, list]) => ({ letter, labels: list })),
    total: labels.length,
  };
}

async function liveLabel(db: DbOrTx, labelCode: string): Promise<LabelRecord> {
  const [row] = await db
    .select()
    .from(trainLabel)
    .where(and(eq(trainLabel.labelCode, labelCode), live))
    .limit(1);
  if (!row) throw notFound('标签不存在');
  return row;
}

async function checkNameFree(db: DbOrTx, input: LabelInput, selfId?: number) {
  const where = [live, eq(trainLabel.labelType, input.labelType), eq(trainLabel.labelName, input.labelName)];
  if (selfId !== undefined) where.push(ne(trainLabel.id, selfId));
  const [taken] = await db
    .select({ id: trainLabel.id })
    .from(trainLabel)
    .where(and(...where))
    .limit(1);
  if (taken) throw conflict(`该类型下已存在标签“${input.labelName}”`);
}

const columnsOf = async (input: LabelInput) => ({
  labelName: input.labelName,
  labelType: input.labelType,
  labelHot: input.labelHot,
  labelDesc: input.labelDesc,
  labelSort: input.labelSort,
  ...(await nameColumns(input.labelName)),
});

export async function addLabel(db: Db, input: LabelInput, audit: AuditFn) {
  return db.transaction(async (tx) => {
    await checkNameFree(tx, input);
    const labelCode = newCode('TL');
    await tx.insert(trainLabel).values({ labelCode, ...(await columnsOf(input)) });
    await audit({ action: 'trainLabel.add', target: labelCode, detail: input }, tx);
    return { labelCode };
  });
}

export async function editLabel(db: Db, input: LabelInput & { labelCode: string }, audit: AuditFn) {
  await db.transaction(async (tx) => {
    const current = await liveLabel(tx, input.labelCode);
    await checkNameFree(tx, input, current.id);
    await tx
      .update(trainLabel)
      .set({ ...(await columnsOf(input)), updatedAt: new Date() })
      .where(eq(trainLabel.id, current.id));
    await audit({ action: 'trainLabel.edit', target: current.labelCode, detail: input }, tx);
  });
}

export async function delLabel(db: Db, labelCode: string, audit: AuditFn) {
  await db.transaction(async (tx) => {
    const current = await liveLabel(tx, labelCode);
    await tx
      .update(trainLabel)
      .set({ deleted: true, updatedAt: new Date() })
      .where(eq(trainLabel.id, current.id));
    await audit({ action: 'trainLabel.remove', target: labelCode }, tx);
  });
}

/** Sets labelHot: 1 puts the label in the hot list, 0 takes it out. */
export async function skillsToHot(db: Db, labelCode: string, labelHot: number, audit: AuditFn) {
  await db.transaction(async (tx) => {
    const current = await liveLabel(tx, labelCode);
    await tx.update(trainLabel).set({ labelHot, updatedAt: new Date() }).where(eq(trainLabel.id, current.id));
    await audit({ action: 'trainLabel.hot', target: labelCode, detail: { labelHot } }, tx);
  });
}
