import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../../../platform/columns.ts';

/**
 * A table's answers keyed by their owner (`{"<owner>": answers}`, e.g. an application's answers by its
 * course): the expression of a GIN (jsonb_path_ops) index and of the forms module's containment conditions
 * with an `AnswerScope` (answer-query.ts), written out literally so that the planner matches the two.
 */
export const scopedAnswers = (owner: AnyColumn, answers: AnyColumn | SQL) =>
  sql`jsonb_set('{}'::jsonb, array[(${owner})::text], ${answers})`;

/**
 * Custom forms (报名表). `form_content` and `form_option` hold the exact JSON text the designer sent, so a
 * form reads back byte for byte (docs/form-format.md). A form of a company belongs to it; a platform form
 * (no company) is usable by every company.
 */
export const trainFormInfo = pgTable(
  'train_form_info',
  {
    id: serial('id').primaryKey(),
    bizCode: text('biz_code').notNull().unique(),
    formName: text('form_name').notNull(),
    formContent: text('form_content').notNull(),
    formOption: text('form_option'),
    /** Answerable fields (layouts and display components not counted). */
    fieldCount: integer('field_count').notNull(),
    cmpyCode: text('cmpy_code'),
    /** sys_user.id of the creator; null for seeded forms. */
    createdBy: integer('created_by'),
    deleted: boolean('deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('train_form_info_cmpy').on(t.cmpyCode, t.deleted)],
);

/**
 * One submitted answer: field id → value, as jsonb so filters are containment queries the GIN index answers.
 * `ref_type`/`ref_code` name what it was given for (a job or course registration), if anything.
 */
export const trainFormValue = pgTable(
  'train_form_value',
  {
    id: serial('id').primaryKey(),
    valueCode: text('value_code').notNull().unique(),
    formId: integer('form_id')
      .notNull()
      .references(() => trainFormInfo.id),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    refType: text('ref_type'),
    refCode: text('ref_code'),
    clientIp: text('client_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('train_form_value_form_created').on(t.formId, t.createdAt.desc(), t.id.desc()),
    index('train_form_value_answers').using('gin', sql`${t.answers} jsonb_path_ops`),
    index('train_form_value_ref').on(t.refType, t.refCode),
  ],
);
