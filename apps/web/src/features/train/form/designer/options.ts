import type { FormOptionItem, FormRule } from '@hr/contract';

/** Cascader and tree keep their (nested) rows in props, as form-create does; the others in `options`. */
const OPTIONS_IN_PROPS: Record<string, 'options' | 'data'> = { cascader: 'options', tree: 'data' };

/** The prop holding a rule's option rows, or null when they live in `options`. */
function rowsProp(rule: FormRule): 'options' | 'data' | null {
  const key = OPTIONS_IN_PROPS[rule.type];
  return key && !rule.options ? key : null;
}

/** The option rows the editor shows: from wherever this rule keeps them. */
export function optionRows(rule: FormRule): FormOptionItem[] {
  const key = rowsProp(rule);
  const rows = key ? rule.props?.[key] : rule.options;
  return Array.isArray(rows) ? (rows as FormOptionItem[]) : [];
}

/** The rule with its option rows replaced, in the same place they were read from. */
export function withOptionRows(rule: FormRule, rows: FormOptionItem[]): FormRule {
  const key = rowsProp(rule);
  return key ? { ...rule, props: { ...rule.props, [key]: rows } } : { ...rule, options: rows };
}

/** A typed value keeps a number's type when it still reads as one (values of older forms). */
export function typedOptionValue(text: string, previous: unknown): FormOptionItem['value'] {
  if (typeof previous === 'number' && text.trim() !== '' && Number.isFinite(Number(text)))
    return Number(text);
  return text;
}

/** A new row whose value is the next unused number. */
export function nextOptionRow(rows: readonly FormOptionItem[]): FormOptionItem {
  const used = new Set(rows.map((row) => String(row.value)));
  let n = rows.length + 1;
  while (used.has(String(n))) n++;
  return { label: `选项${n}`, value: String(n) };
}
