import {
  type FormEditBody,
  type FormInfo,
  type FormSaveBody,
  formatApiTime,
  formFields,
  formMessages,
} from '@hr/contract';
import { and, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditFn } from '../../../platform/audit.ts';
import { newCode } from '../../../platform/codes.ts';
import type { Db, DbOrTx } from '../../../platform/db.ts';
import { conflict } from '../../../platform/errors.ts';
import type { Actor } from '../../../platform/permissions.ts';
import { containsPattern, fetchPage } from '../../../platform/query.ts';
import { sysUser } from '../../system/users/tables.ts';
import { managedForm, managedForms, usableForm, usableForms } from './access.ts';
import { trainFormInfo, trainFormValue } from './tables.ts';

type SaveInput = z.output<typeof FormSaveBody>;
type EditInput = z.output<typeof FormEditBody>;

/** The stored columns of a checked form: the texts exactly as sent. */
const contentColumns = (input: SaveInput | EditInput) => ({
  formName: input.formName,
  formContent: input.formContent.text,
  formOption: input.formOption?.text ?? null,
  fieldCount: formFields(input.formContent.value).length,
});

const infoColumns = {
  row: trainFormInfo,
  createBy: sysUser.realName,
  answerCount: sql<number>`(select count(*)::int from ${trainFormValue} where ${trainFormValue.formId} = ${trainFormInfo.id})`,
};

type InfoRow = { row: typeof trainFormInfo.$inferSelect; createBy: string | null; answerCount: number };

const toFormInfo = ({ row, createBy, answerCount }: InfoRow): FormInfo => ({
  id: row.id,
  bizCode: row.bizCode,
  formName: row.formName,
  formContent: row.formContent,
  formOption: row.formOption,
  cmpyCode: row.cmpyCode,
  fieldCount: row.fieldCount,
  answerCount: Number(answerCount),
  createBy,
  createTime: formatApiTime(row.createdAt),
  updateTime: formatApiTime(row.updatedAt),
});

const selectInfo = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select(infoColumns)
    .from(trainFormInfo)
    .leftJoin(sysUser, eq(sysUser.id, trainFormInfo.createdBy))
    .where(where)
    .orderBy(desc(trainFormInfo.createdAt), desc(trainFormInfo.id));

/** A new form, owned by the caller's company (none for operators); 409 when the code is taken. */
export async function saveForm(db: Db, actor: Actor, input: SaveInput, audit: AuditFn) {
  const bizCode = input.bizCode ?? newCode('F');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(trainFormInfo)
      .values({ ...contentColumns(input), bizCode, cmpyCode: actor.cmpyCode, createdBy: actor.userId })
      .onConflictDoNothing({ target: trainFormInfo.bizCode })
      .returning({ id: trainFormInfo.id });
    if (!row) throw conflict(formMessages.bizCodeTaken(bizCode));
    await audit({ action: 'form.add', target: bizCode, detail: { formName: input.formName } }, tx);
    return { id: row.id, bizCode };
  });
}

/** Replaces a form's name and content; answers already given stay as they are. */
export async function editForm(db: Db, actor: Actor, input: EditInput, audit: AuditFn) {
  await db.transaction(async (tx) => {
    const form = await managedForm(tx, actor, { id: input.id }, true);
    await tx
      .update(trainFormInfo)
      .set({ ...contentColumns(input), updatedAt: new Date() })
      .where(eq(trainFormInfo.id, form.id));
    await audit({ action: 'form.edit', target: form.bizCode, detail: { formName: input.formName } }, tx);
  });
  return null;
}

/** Soft delete: the form disappears, its answers are kept. */
export async function deleteForm(db: Db, actor: Actor, id: number, audit: AuditFn) {
  await db.transaction(async (tx) => {
    const form = await managedForm(tx, actor, { id }, true);
    await tx
      .update(trainFormInfo)
      .set({ deleted: true, updatedAt: new Date() })
      .where(eq(trainFormInfo.id, form.id));
    await audit({ action: 'form.remove', target: form.bizCode }, tx);
  });
  return null;
}

export async function formInfo(db: DbOrTx, actor: Actor, id: number): Promise<FormInfo> {
  const form = await usableForm(db, actor, id);
  const [row] = await selectInfo(db, eq(trainFormInfo.id, form.id));
  return toFormInfo(row!);
}

/** The forms the caller manages, newest first, with their answer counts. */
export async function pageForms(
  db: DbOrTx,
  actor: Actor,
  q: { pageNum: number; pageSize: number; formName?: string | undefined; bizCode?: string | undefined },
) {
  const where = and(
    eq(trainFormInfo.deleted, false),
    managedForms(actor),
    q.formName ? ilike(trainFormInfo.formName, containsPattern(q.formName)) : undefined,
    q.bizCode ? eq(trainFormInfo.bizCode, q.bizCode) : undefined,
  );
  const page = await fetchPage(db, q, trainFormInfo, where, (limit, offset) =>
    selectInfo(db, where).limit(limit).offset(offset),
  );
  return { total: page.total, records: page.records.map(toFormInfo) };
}

export const FORM_PICKER_LIMIT = 100;

/** Forms a job or course may use (its company's and the platform's), for pickers. */
export function listForms(db: DbOrTx, actor: Actor, formName: string | undefined) {
  return db
    .select({ id: trainFormInfo.id, bizCode: trainFormInfo.bizCode, formName: trainFormInfo.formName })
    .from(trainFormInfo)
    .where(
      and(
        eq(trainFormInfo.deleted, false),
        usableForms(actor),
        formName ? ilike(trainFormInfo.formName, containsPattern(formName)) : undefined,
      ),
    )
    .orderBy(desc(trainFormInfo.createdAt), desc(trainFormInfo.id))
    .limit(FORM_PICKER_LIMIT);
}
