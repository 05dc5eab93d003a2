import { type FormOptionItem, type FormRule, isRange, ruleOptions } from '@hr/contract';

/**
 * Stored answers in one spelling, so the jsonb filters match whatever the client sent: a number typed as
 * text (`"5000"`) becomes a number, an option given as `"1"` for the option value `1` becomes `1`. The
 * contract's checks accept both spellings; the index needs one.
 */

const flat = (items: readonly FormOptionItem[]): FormOptionItem[] =>
  items.flatMap((item) => [item, ...flat(item.children ?? [])]);

const OPTION_TYPES = new Set(['radio', 'select', 'checkbox', 'transfer', 'tree', 'cascader']);
const NUMBER_TYPES = new Set(['inputNumber', 'rate', 'slider']);

/** The option's own value for a value given in another spelling; the value itself when none matches. */
export function canonicalOption<T>(rule: FormRule, value: T): T | FormOptionItem['value'] {
  if (!OPTION_TYPES.has(rule.type) || rule.effect?.fetch) return value;
  const found = flat(ruleOptions(rule)).find((o) => o.value === value || String(o.value) === String(value));
  return found ? found.value : value;
}

const toNumber = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v);

/** One checked value in its stored spelling. */
export function normalizeValue(rule: FormRule, value: unknown): unknown {
  if (NUMBER_TYPES.has(rule.type))
    return isRange(rule) && Array.isArray(value) ? value.map(toNumber) : toNumber(value);
  if (OPTION_TYPES.has(rule.type))
    return Array.isArray(value) ? value.map((v) => canonicalOption(rule, v)) : canonicalOption(rule, value);
  return value;
}

/** A field's stored value: own keys only (a field id such as `constructor` must not read the prototype). */
export const answerValue = (answers: Record<string, unknown>, field: string | undefined): unknown =>
  field !== undefined && Object.hasOwn(answers, field) ? answers[field] : undefined;
