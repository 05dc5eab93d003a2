import {
  extensionOf,
  type FileRef,
  type FormRule,
  fieldTypeSpec,
  formFileRule,
  formMessages,
  ruleName,
} from '@hr/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db.ts';
import { badRequest } from '../../../platform/errors.ts';
import { storedFile } from '../../common/files/tables.ts';
import { answerValue } from './normalize.ts';

/** Where the form's uploads and signatures are filed (`<purpose>/<yyyymm>/<uuid>.<ext>`). */
export const FORM_FILE_PURPOSE = 'form';

export const isDataUrl = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('data:');

/** The object keys one answer value names: file refs of upload fields, a signature's key. */
export function valueFileKeys(rule: FormRule, value: unknown): string[] {
  const files = fieldTypeSpec(rule.type)?.files;
  if (!files) return [];
  if (rule.type === 'Signature') return typeof value === 'string' && !isDataUrl(value) ? [value] : [];
  return Array.isArray(value) ? (value as FileRef[]).map((f) => f.objectKey) : [];
}

/** Every object key the answers name, once each. */
export function answerFileKeys(fields: readonly FormRule[], answers: Record<string, unknown>): string[] {
  return [...new Set(fields.flatMap((rule) => valueFileKeys(rule, answerValue(answers, rule.field))))];
}

/**
 * The stored files among `keys` that were uploaded for `purpose` and filed under `cmpyCode` (null: no
 * company), by key: what a public page may refer to after uploading through its own upload call (a form's
 * answers here, an applicant's resume pictures in the pipeline). Keys not among them are unknown, of another
 * flow or of another company. Only submissions call this: the files found are claimed (no longer `pending`),
 * so the sweep of unused anonymous uploads leaves them alone; a file the sweep removed first is not found.
 */
export async function filedFiles(
  db: DbOrTx,
  keys: readonly string[],
  filing: { purpose: string; cmpyCode: string | null },
): Promise<Map<string, { objectKey: string; name: string }>> {
  if (!keys.length) return new Map();
  const rows = await db
    .update(storedFile)
    .set({ pending: false })
    .where(
      and(
        inArray(storedFile.objectKey, [...keys]),
        eq(storedFile.purpose, filing.purpose),
        filing.cmpyCode === null ? isNull(storedFile.cmpyCode) : eq(storedFile.cmpyCode, filing.cmpyCode),
      ),
    )
    .returning({ objectKey: storedFile.objectKey, name: storedFile.fileName });
  return new Map(rows.map((r) => [r.objectKey, { objectKey: r.objectKey, name: r.name }]));
}

/**
 * Files named by the answers must be files uploaded through this form's upload (purpose `form`, filed under
 * the form's company) of a kind the field takes. File refs are rewritten to `{name, objectKey}` with the
 * stored name, so nothing the client made up (a URL, another name) is kept.
 */
export async function checkFileRefs(
  db: DbOrTx,
  fields: readonly FormRule[],
  answers: Record<string, unknown>,
  formCmpyCode: string | null,
): Promise<void> {
  const keys = answerFileKeys(fields, answers);
  if (!keys.length) return;
  const found = await filedFiles(db, keys, { purpose: FORM_FILE_PURPOSE, cmpyCode: formCmpyCode });
  for (const rule of fields) {
    const allowed = formFileRule(rule)?.extensions;
    if (!allowed) continue;
    const field = rule.field!;
    for (const key of valueFileKeys(rule, answers[field])) {
      if (!found.has(key)) throw badRequest(formMessages.fileMissing(ruleName(rule)));
      if (!allowed.includes(extensionOf(key))) throw badRequest(formMessages.fileKindWrong(ruleName(rule)));
    }
    if (rule.type !== 'Signature')
      answers[field] = (answers[field] as FileRef[]).map((f) => ({
        name: found.get(f.objectKey)!.name,
        objectKey: f.objectKey,
      }));
  }
}
