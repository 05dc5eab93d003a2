import {
  type AnswerCondition,
  answerConditions,
  type FormQueryMap,
  type FormRule,
  formFields,
  parseApiTime,
} from '@hr/contract';
import { type AnyColumn, and, eq, gte, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { badRequest } from '../../../platform/errors.ts';
import { containsPattern, newestFirst } from '../../../platform/query.ts';
import { canonicalOption } from './normalize.ts';
import { scopedAnswers, trainFormValue } from './tables.ts';

/**
 * The list and export filters as SQL on a jsonb column of answers (`train_form_value.answers` here, an
 * application's `form_value` in the pipeline). Choices, whole phone or ID numbers and regions
 * become jsonb containment (`answers @> '{"f": …}'`), merged into one object so the GIN index (jsonb_path_ops)
 * answers several of them at once; text parts are ILIKE, ranges compare the value of their JSON type.
 */
export interface AnswerFilters {
  beginTime?: string | undefined;
  endTime?: string | undefined;
  refType?: string | undefined;
  refCode?: string | undefined;
  queryMap?: FormQueryMap | undefined;
}

/** A jsonb column of answers (field id → value): `train_form_value.answers`, `job_apply_info.form_value`. */
type AnswersColumn = AnyColumn | SQL;

/**
 * The owner of a table's answers (a course for its applications): containment then asks the answers keyed by
 * the owner, `scopedAnswers(owner, answers) @> '{"<owner>": {…}}'`, which a GIN (jsonb_path_ops) index on that
 * expression answers from the owner's rows alone. On the bare answers a common answer (学历 = 大专) is a
 * posting list of a fifth of the table, intersected with the owner's rows on every call (docs/benchmarks.md).
 */
export interface AnswerScope {
  column: AnyColumn;
  value: number | string;
}

const containing = (answers: AnswersColumn, object: Record<string, unknown>, scope?: AnswerScope) =>
  scope
    ? sql`${scopedAnswers(scope.column, answers)} @> ${JSON.stringify({ [scope.value]: object })}::jsonb`
    : sql`${answers} @> ${JSON.stringify(object)}::jsonb`;
const textOf = (answers: AnswersColumn, field: string) => sql`(${answers} ->> ${field}::text)`;
const typeOf = (answers: AnswersColumn, field: string) => sql`jsonb_typeof(${answers} -> ${field}::text)`;

function rangeSql(
  answers: AnswersColumn,
  c: Extract<AnswerCondition, { op: 'numberRange' | 'textRange' }>,
): SQL[] {
  const type = typeOf(answers, c.field);
  const value = textOf(answers, c.field);
  if (c.op === 'numberRange') {
    const number = sql`(case when ${type} = 'number' then ${value}::numeric end)`;
    return [
      ...(c.min !== null ? [sql`${number} >= ${c.min}`] : []),
      ...(c.max !== null ? [sql`${number} <= ${c.max}`] : []),
      ...(c.min === null && c.max === null ? [sql`${type} = 'number'`] : []),
    ];
  }
  // Dates and times compare as text in byte order; `to` bounds the prefix of its own length, so
  // `2026-05-01` includes `2026-05-01 18:00`.
  const text = sql`${value} collate "C"`;
  return [
    sql`${type} = 'string'`,
    ...(c.from ? [sql`${text} >= ${c.from}`] : []),
    ...(c.to ? [sql`left(${value}, ${c.to.length}) collate "C" <= ${c.to}`] : []),
  ];
}

/**
 * The conditions as SQL on a jsonb column of answers (a form's answers, an application's custom-form
 * answers); option values are put in the form's own spelling first.
 */
export function conditionsSql(
  answers: AnswersColumn,
  rules: readonly (FormRule | string)[],
  conditions: AnswerCondition[],
  scope?: AnswerScope,
): SQL[] {
  const byField = new Map(formFields(rules).map((rule) => [rule.field!, rule]));
  const canonical = (field: string, v: string | number | boolean) => canonicalOption(byField.get(field)!, v);
  const contained: Record<string, unknown> = {};
  const where: SQL[] = [];
  for (const c of conditions) {
    switch (c.op) {
      case 'equals':
        contained[c.field] = canonical(c.field, c.value);
        break;
      case 'includesAll':
        contained[c.field] = c.values.map((v) => canonical(c.field, v));
        break;
      case 'region':
        contained[c.field] = [c.code];
        break;
      case 'anyOf':
        where.push(
          or(...c.values.map((v) => containing(answers, { [c.field]: canonical(c.field, v) }, scope)))!,
        );
        break;
      case 'contains':
        where.push(sql`${textOf(answers, c.field)} ilike ${containsPattern(c.text)}`);
        break;
      default:
        where.push(...rangeSql(answers, c));
    }
  }
  if (Object.keys(contained).length) where.unshift(containing(answers, contained, scope));
  return where;
}

/**
 * A queryMap on a jsonb column of answers to a form with `rules`: the conditions, or 400 with the
 * queryMap's problem (a field that is not a filter of the form, a value its control cannot send).
 */
export function queryMapSql(
  answers: AnswersColumn,
  rules: readonly (FormRule | string)[],
  queryMap: FormQueryMap | undefined,
  scope?: AnswerScope,
): SQL[] {
  const { conditions, problem } = answerConditions(rules, queryMap);
  if (problem) throw badRequest(problem);
  return conditionsSql(answers, rules, conditions, scope);
}

/**
 * Newest first, in the order `train_form_value_form_created` keeps (form_id, created_at DESC NULLS LAST,
 * id DESC NULLS LAST). A bare `desc` means NULLS FIRST, which that index cannot give, so every page and
 * every export batch sorted all the form's matching rows (docs/benchmarks.md). The columns are NOT NULL,
 * so the rows come in the same order either way.
 */
export const answersNewestFirst = newestFirst(trainFormValue.createdAt, trainFormValue.id);

/** `YYYY-MM-DD` as an end means the whole day. */
function endCondition(endTime: string): SQL {
  const end = parseApiTime(endTime)!;
  return /^\d{4}-\d{2}-\d{2}$/.test(endTime.trim())
    ? lt(trainFormValue.createdAt, new Date(end.getTime() + 24 * 60 * 60 * 1000))
    : lte(trainFormValue.createdAt, end);
}

/**
 * Every condition of a list or export on one form's answers (`ids`, when some are given: only those rows);
 * 400 with the queryMap's problem.
 */
export function answerWhere(
  formId: number,
  rules: readonly (FormRule | string)[],
  f: AnswerFilters,
  ids?: number[],
): SQL {
  return and(
    eq(trainFormValue.formId, formId),
    ids?.length ? inArray(trainFormValue.id, ids) : undefined,
    f.beginTime ? gte(trainFormValue.createdAt, parseApiTime(f.beginTime)!) : undefined,
    f.endTime ? endCondition(f.endTime) : undefined,
    f.refType ? eq(trainFormValue.refType, f.refType) : undefined,
    f.refCode ? eq(trainFormValue.refCode, f.refCode) : undefined,
    ...queryMapSql(trainFormValue.answers, rules, f.queryMap),
  )!;
}
