import { z } from 'zod';
import { fieldTypeSpec } from './field-types.ts';
import { type FormOptionItem, type FormRule, formFields, ruleName } from './form-rule.ts';
import {
  isIdCardNumber,
  isMobilePhone,
  isMultiple,
  isRange,
  normalizedAnswer,
  ruleOptions,
} from './validate.ts';

/**
 * List filters built from a form's filterable fields (platform §5, recruitment §2 "more filters"): the web
 * draws one control per field, the server turns the same descriptors into a query on the stored answers.
 */

export type FilterControl =
  | 'text'
  | 'numberRange'
  | 'option'
  | 'options'
  | 'dateRange'
  | 'timeRange'
  | 'region';

export interface FormFilterField {
  field: string;
  title: string;
  type: string;
  control: FilterControl;
  options?: FormOptionItem[] | undefined;
  /** For a dateRange: the picker kind (date, month, year, datetime). */
  picker?: string | undefined;
}

const controlOf = (rule: FormRule): FilterControl => {
  switch (rule.type) {
    case 'inputNumber':
      return 'numberRange';
    case 'radio':
      return 'option';
    case 'select':
      return isMultiple(rule) ? 'options' : 'option';
    case 'checkbox':
      return 'options';
    case 'datePicker':
      return 'dateRange';
    case 'timePicker':
      return 'timeRange';
    case 'AreaSelect':
      return 'region';
    default:
      return 'text';
  }
};

/** The filterable fields of a form, in reading order. Range and week pickers and remote options are left out. */
export function formFilterFields(rules: readonly (FormRule | string)[]): FormFilterField[] {
  return (
    formFields(rules)
      .filter((rule) => fieldTypeSpec(rule.type)?.filterable && !isRange(rule))
      .filter((rule) => !(fieldTypeSpec(rule.type)?.hasOptions && rule.effect?.fetch))
      // Week answers (`2024-9`) do not sort as text, so a range over them would be wrong.
      .filter((rule) => !(rule.type === 'datePicker' && rule.props?.type === 'week'))
      .map((rule) => {
        const control = controlOf(rule);
        return {
          field: rule.field!,
          title: ruleName(rule),
          type: rule.type,
          control,
          ...(control === 'option' || control === 'options' ? { options: ruleOptions(rule) } : {}),
          ...(control === 'dateRange' ? { picker: String(rule.props?.type ?? 'date') } : {}),
        };
      })
  );
}

const scalar = z.union([z.string().max(100), z.number(), z.boolean()]);

/** `queryMap`: field id → what the control sends (text, [min, max], option(s), [from, to], region codes). */
export const FormQueryMap = z.record(
  z.string().max(40),
  z.union([scalar, z.array(z.union([scalar, z.null()])).max(50)]),
);
export type FormQueryMap = z.infer<typeof FormQueryMap>;

/** One condition on the stored answers, as the server applies it. */
export type AnswerCondition =
  | { field: string; op: 'contains'; text: string }
  | { field: string; op: 'equals'; value: string | number | boolean }
  | { field: string; op: 'anyOf'; values: (string | number | boolean)[] }
  | { field: string; op: 'includesAll'; values: (string | number | boolean)[] }
  | { field: string; op: 'numberRange'; min: number | null; max: number | null }
  | { field: string; op: 'textRange'; from: string | null; to: string | null }
  | { field: string; op: 'region'; code: string };

const blank = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.every(blank));
const toNumber = (v: unknown) => (v === null || v === '' || v === undefined ? null : Number(v));

/**
 * The conditions a queryMap asks for, or a message when it names a field that is not a filter of this
 * form or sends a value its control cannot send. Blank values ask for nothing.
 */
export function answerConditions(
  rules: readonly (FormRule | string)[],
  queryMap: FormQueryMap | undefined,
): { conditions: AnswerCondition[]; problem: string | null } {
  const filters = new Map(formFilterFields(rules).map((f) => [f.field, f]));
  const conditions: AnswerCondition[] = [];
  for (const [field, raw] of Object.entries(queryMap ?? {})) {
    if (blank(raw)) continue;
    const filter = filters.get(field);
    if (!filter) return { conditions: [], problem: `字段“${field}”不能作为筛选条件` };
    const wrong = { conditions: [], problem: `${filter.title}的筛选条件格式不正确` };
    const list = Array.isArray(raw) ? raw : [raw];
    switch (filter.control) {
      case 'text': {
        if (Array.isArray(raw)) return wrong;
        const text = String(raw).trim();
        if (!text) continue; // spaces only ask for nothing, as a blank box does
        // A whole phone or ID number is looked up exactly (indexed); part of one is searched.
        const whole =
          (filter.type === 'UserPhone' && isMobilePhone(text)) ||
          (filter.type === 'UserIdcard' && isIdCardNumber(text));
        conditions.push(
          whole
            ? { field, op: 'equals', value: normalizedAnswer(filter.type, text) as string }
            : { field, op: 'contains', text },
        );
        break;
      }
      case 'numberRange': {
        const [min, max] = [toNumber(list[0]), toNumber(list[1])];
        if (list.length > 2 || [min, max].some((n) => n !== null && !Number.isFinite(n))) return wrong;
        conditions.push({ field, op: 'numberRange', min, max });
        break;
      }
      case 'dateRange':
      case 'timeRange': {
        const [from, to] = [list[0] ?? null, list[1] ?? null];
        if (list.length > 2 || [from, to].some((v) => v !== null && typeof v !== 'string')) return wrong;
        conditions.push({
          field,
          op: 'textRange',
          from: (from as string) || null,
          to: (to as string) || null,
        });
        break;
      }
      case 'option': {
        const values = list.filter((v): v is string | number | boolean => v !== null);
        conditions.push(
          values.length === 1 ? { field, op: 'equals', value: values[0]! } : { field, op: 'anyOf', values },
        );
        break;
      }
      case 'options':
        conditions.push({
          field,
          op: 'includesAll',
          values: list.filter((v): v is string | number | boolean => v !== null),
        });
        break;
      case 'region': {
        const codes = list.filter((v): v is string => typeof v === 'string' && /^\d{2,12}$/.test(v));
        if (codes.length !== list.filter((v) => v !== null).length) return wrong;
        conditions.push({ field, op: 'region', code: codes[codes.length - 1]! });
        break;
      }
    }
  }
  return { conditions, problem: null };
}
