import {
  type AnswerCondition,
  answerConditions,
  type FormQueryMap,
  type FormRule,
  formFields,
  parseApiTime,
} from '@hr/contract';
import { and, eq, gte, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { badRequest } from '../../../platform/errors.ts';
import { containsPattern } from '../../../platform/query.ts';
import { canonicalOption } from './normalize.ts';
import { trainFormValue } from './tables.ts';

/**
 * The list and export filters as SQL on `train_form_value`. Choices, whole phone or ID numbers and regions
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

const answers = trainFormValue.answers;
const containing = (object: Record<string, unknown>) => sql`${answers} @> ${JSON.stringify(object)}::jsonb`;
const textOf = (field: string) => sql`(${answers} ->> ${field}::text)`;
const typeOf = (field: string) => sql`jsonb_typeof(${answers} -> ${field}::text)`;

function rangeSql(c: Extract<AnswerCondition, { op: 'numberRange' | 'textRange' }>): SQL[] {
  if (c.op === 'numberRange') {
    const number = sql`(case when ${typeOf(c.field)} = 'number' then ${textOf(c.field)}::numeric end)`;
    return [
      ...(c.min !== null ? [sql`${number} >= ${c.min}`] : []),
      ...(c.max !== null ? [sql`${number} <= ${c.max}`] : []),
      ...(c.min === null && c.max === null ? [sql`${typeOf(c.field)} = 'number'`] : []),
    ];
  }
  // Dates and times compare as text in byte order; `to` bounds the prefix of its own length, so
  // `2026-05-01` includes `2026-05-01 18:00`.
  const text = sql`${textOf(c.field)} collate "C"`;
  return [
    sql`${typeOf(c.field)} = 'string'`,
    ...(c.from ? [sql`${text} >= ${c.from}`] : []),
    ...(c.to ? [sql`left(${textOf(c.field)}, ${c.to.length}) collate "C" <= ${c.to}`] : []),
  ];
}

/** The conditions as SQL; option values are put in the form's own spelling first. */
export function conditionsSql(rules: readonly (FormRule | string)[], conditions: AnswerCondition[]): SQL[] {
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
        where.push(or(...c.values.map((v) => containing({ [c.field]: canonical(c.field, v) })))!);
        break;
      case 'contains':
        where.push(sql`${textOf(c.field)} ilike ${containsPattern(c.text)}`);
        break;
      default:
        where.push(...rangeSql(c));
    }
  }
  if (Object.keys(contained).length) where.unshift(containing(contained));
  return where;
}

/**
 * Newest first, in the order `train_form_value_form_created` keeps (form_id, created_at DESC NULLS LAST,
 * id DESC NULLS LAST). A bare `desc` means NULLS FIRST, which that index cannot give, so every page and
 * every export batch sorted all the form's matching rows (docs/benchmarks.md). The columns are NOT NULL,
 * so the rows come in the same order either way.
 */
export const newestFirst = [
  sql`${trainFormValue.createdAt} desc nulls last`,
  sql`${trainFormValue.id} desc nulls last`,
];

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
  const { conditions, problem } = answerConditions(rules, f.queryMap);
  if (problem) throw badRequest(problem);
  return and(
    eq(trainFormValue.formId, formId),
    ids?.length ? inArray(trainFormValue.id, ids) : undefined,
    f.beginTime ? gte(trainFormValue.createdAt, parseApiTime(f.beginTime)!) : undefined,
    f.endTime ? endCondition(f.endTime) : undefined,
    f.refType ? eq(trainFormValue.refType, f.refType) : undefined,
    f.refCode ? eq(trainFormValue.refCode, f.refCode) : undefined,
    ...conditionsSql(rules, conditions),
  )!;
}
