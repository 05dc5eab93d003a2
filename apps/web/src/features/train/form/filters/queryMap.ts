import type { FormOptionItem, FormQueryMap } from '@hr/contract';

/** What one filter control sends (FormQueryMap's value). */
export type FilterValue = FormQueryMap[string];

const blank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.every(blank));

/** The map with one field's value set; a blank value (empty text, cleared range) removes the field. */
export function setFilterValue(
  map: FormQueryMap,
  field: string,
  value: FilterValue | undefined,
): FormQueryMap {
  const { [field]: _old, ...rest } = map;
  return value === undefined || blank(value) ? rest : { ...rest, [field]: value };
}

/** Option rows for a Select: values as text keys (antd Select takes no booleans), readable labels. */
export const selectOptions = (rows: readonly FormOptionItem[] | undefined) =>
  (rows ?? []).map((row) => ({ label: row.label, value: String(row.value) }));

/** The option values behind Select keys, with their stored types (numbers stay numbers). */
export function optionValues(rows: readonly FormOptionItem[] | undefined, keys: readonly string[]) {
  return keys.map((key) => rows?.find((row) => String(row.value) === key)?.value ?? key);
}

/** A number range as `[min, max]` with null for an open end. */
export const numberRange = (min: number | null | undefined, max: number | null | undefined): FilterValue => [
  min ?? null,
  max ?? null,
];
