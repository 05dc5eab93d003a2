import {
  type FormRule,
  type FormValueListBody,
  type FormValueRow,
  type FormValueSubmitBody,
  formatApiTime,
  formFields,
  HOT_EVENT_REF_TYPE,
  parseFormRules,
} from '@hr/contract';
import type { z } from 'zod';
import { newCode } from '../../../platform/codes.ts';
import type { Config } from '../../../platform/config.ts';
import type { Db, DbOrTx } from '../../../platform/db.ts';
import type { Actor } from '../../../platform/permissions.ts';
import { fetchPage } from '../../../platform/query.ts';
import type { ObjectStorage } from '../../../platform/storage/index.ts';
import { signedFileUrl } from '../../common/files/signed-url.ts';
import { requireOpenHotEvent } from '../../recruit/hot-events/service.ts';
import { formByCode, managedForm } from './access.ts';
import { checkedAnswers } from './answer-checks.ts';
import { answerFileKeys } from './answer-files.ts';
import { answersNewestFirst, answerWhere } from './answer-query.ts';
import { removeSpooled, storeSignatures } from './signature.ts';
import { trainFormValue } from './tables.ts';

type SubmitInput = z.output<typeof FormValueSubmitBody>;
type ListInput = z.output<typeof FormValueListBody>;
export type AnswerRecord = typeof trainFormValue.$inferSelect;

/**
 * Stores one answer of a form (the public answer page): checked against the form's own rules and the
 * server's checks first, so a refused answer stores nothing; signatures drawn on the page are stored with it.
 */
export async function submitAnswer(
  deps: { db: Db; config: Config; storage: ObjectStorage },
  input: SubmitInput,
  clientIp: string,
) {
  const form = await formByCode(deps.db, input.bizCode);
  // A hot event takes answers only while it is open, and only to its own form.
  if (input.refType === HOT_EVENT_REF_TYPE) await requireOpenHotEvent(deps.db, input.refCode, form.bizCode);
  const { answers, pending } = await checkedAnswers(
    deps,
    form,
    parseFormRules(form.formContent),
    input.formValue,
  );
  const stored: string[] = [];
  try {
    return await deps.db.transaction(async (tx) => {
      await storeSignatures({ ...deps, db: tx }, pending, answers, form.cmpyCode, stored);
      const valueCode = newCode('FV');
      const [row] = await tx
        .insert(trainFormValue)
        .values({
          valueCode,
          formId: form.id,
          answers,
          refType: input.refType ?? null,
          refCode: input.refCode ?? null,
          clientIp,
        })
        .returning({ id: trainFormValue.id });
      return { id: row!.id, valueCode };
    });
  } catch (error) {
    await Promise.all(stored.map((key) => deps.storage.remove(key).catch(() => undefined)));
    throw error;
  } finally {
    await removeSpooled(pending);
  }
}

/** One answer as lists show it: the answers as JSON text and a fresh signed link per file they name. */
export function toAnswerRow(
  config: Config,
  bizCode: string,
  fields: readonly FormRule[],
  r: AnswerRecord,
): FormValueRow {
  const fileUrls: Record<string, string> = {};
  for (const key of answerFileKeys(fields, r.answers)) fileUrls[key] = signedFileUrl(config, key);
  return {
    id: r.id,
    valueCode: r.valueCode,
    bizCode,
    formValue: JSON.stringify(r.answers),
    fileUrls,
    refType: r.refType,
    refCode: r.refCode,
    createTime: formatApiTime(r.createdAt),
  };
}

/** The answers of a form the caller manages, newest first, filtered by time, reference and fields. */
export async function listAnswers(db: DbOrTx, config: Config, actor: Actor, q: ListInput) {
  const form = await managedForm(db, actor, { bizCode: q.bizCode });
  const rules = parseFormRules(form.formContent);
  const where = answerWhere(form.id, rules, q);
  const page = await fetchPage(db, q, trainFormValue, where, (limit, offset) =>
    db
      .select()
      .from(trainFormValue)
      .where(where)
      .orderBy(...answersNewestFirst)
      .limit(limit)
      .offset(offset),
  );
  const fields = formFields(rules);
  return {
    total: page.total,
    records: page.records.map((r) => toAnswerRow(config, form.bizCode, fields, r)),
  };
}
