import {
  type AnswerLookups,
  answerText,
  type FormRule,
  type FormValueExportBody,
  formatApiTime,
  formFields,
  parseFormRules,
  ruleName,
} from '@hr/contract';
import { and, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../../../platform/config.ts';
import type { DbOrTx } from '../../../platform/db.ts';
import { breathe, sendXlsx } from '../../../platform/file-download.ts';
import type { Actor } from '../../../platform/permissions.ts';
import type { XlsxColumn } from '../../../platform/xlsx-stream.ts';
import { signedFileUrl } from '../../common/files/signed-url.ts';
import { namesOf } from '../../common/region/service.ts';
import { managedForm } from './access.ts';
import { answersNewestFirst, answerWhere } from './answer-query.ts';
import { answerValue } from './normalize.ts';
import { trainFormValue as v } from './tables.ts';

const BATCH = 1000;
/** Excel refuses longer cell texts. */
const CELL_MAX = 32_767;

/**
 * The next rows, newest first, after the last row of the previous batch (keyset: the cursor is the exact
 * timestamp as text, microseconds included, so no row is skipped or repeated).
 */
function readBatch(db: DbOrTx, where: SQL, after: { cursor: string; id: number } | undefined) {
  return db
    .select({ ...getTableColumns(v), cursor: sql<string>`${v.createdAt}::text` })
    .from(v)
    .where(
      after
        ? and(where, sql`(${v.createdAt}, ${v.id}) < (${after.cursor}::timestamptz, ${after.id})`)
        : where,
    )
    .orderBy(...answersNewestFirst)
    .limit(BATCH);
}

/** Region names of the area codes a batch of answers holds (one query per batch). */
export function batchRegionNames(
  db: DbOrTx,
  fields: readonly FormRule[],
  batch: readonly (Record<string, unknown> | null)[],
) {
  const areas = fields.filter((f) => f.type === 'AreaSelect').map((f) => f.field!);
  const codes = batch.flatMap((answers) =>
    areas.flatMap((field) => (answerValue(answers ?? {}, field) as string[] | undefined) ?? []),
  );
  return namesOf(db, [...new Set(codes)]);
}

/** One cell per field: the answer as people read it, within Excel's cell limit. */
export const answerCells = (
  fields: readonly FormRule[],
  answers: Record<string, unknown> | null,
  lookups: AnswerLookups,
): string[] => fields.map((f) => cellText(answerText(f, answerValue(answers ?? {}, f.field), lookups)));

/** Absolute signed links to stored files (valid 12 hours), for cells read outside the app. */
export function absoluteFileUrl(config: Config, req: FastifyRequest) {
  const origin = `${req.protocol}://${req.host}`;
  return (objectKey: string) => origin + signedFileUrl(config, objectKey);
}

/** A text within Excel's cell limit. */
export const cellText = (text: string) => text.slice(0, CELL_MAX);

/** The columns of a form's fields, in reading order, titled as the form titles them. */
export const fieldColumns = (fields: readonly FormRule[]): XlsxColumn[] =>
  fields.map((f) => ({ header: f.title || ruleName(f), width: 24 }));

/** `<prefix>-<name>.xlsx`, with characters file systems refuse replaced. */
export const exportFileName = (prefix: string, name: string) =>
  `${prefix}-${name.replace(/[\\/:*?"<>|]/g, '_')}.xlsx`;

/**
 * Streams the answers of a form (the chosen ids, or every row matching the filters) as an xlsx: 提交时间,
 * then one column per field in reading order with the text people read (option labels, region names,
 * absolute signed file links). Rows are read 1,000 at a time; the whole result is never in memory.
 * `fileName` names the download (default `表单数据-<表单名>.xlsx`; a hot event's export names the event).
 */
export async function exportAnswers(
  db: DbOrTx,
  config: Config,
  actor: Actor,
  input: z.output<typeof FormValueExportBody>,
  req: FastifyRequest,
  reply: FastifyReply,
  fileName?: string,
): Promise<null> {
  const form = await managedForm(db, actor, { bizCode: input.bizCode });
  const rules = parseFormRules(form.formContent);
  const fields = formFields(rules);
  const where = answerWhere(form.id, rules, input, input.ids);
  const fileUrl = absoluteFileUrl(config, req);
  // The first batch before any byte is sent: a failing query still answers with an envelope.
  let batch = await readBatch(db, where, undefined);
  const { body, sheet } = sendXlsx(reply, fileName ?? exportFileName('表单数据', form.formName), {
    sheetName: '表单数据',
    columns: [{ header: '提交时间', width: 20 }, ...fieldColumns(fields)],
  });
  try {
    while (batch.length) {
      const names = await batchRegionNames(
        db,
        fields,
        batch.map((r) => r.answers),
      );
      const lookups = { regionName: (code: string) => names.get(code), fileUrl };
      for (const r of batch)
        sheet.addRow([formatApiTime(r.createdAt), ...answerCells(fields, r.answers, lookups)]);
      if (batch.length < BATCH) break;
      const last = batch[batch.length - 1]!;
      batch = []; // the rows written go before the next are read (see breathe)
      if (!(await breathe(sheet))) return null;
      batch = await readBatch(db, where, { cursor: last.cursor, id: last.id });
    }
    await sheet.finish();
  } catch (error) {
    body.destroy(error as Error);
  }
  return null;
}
