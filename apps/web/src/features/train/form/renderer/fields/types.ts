import type { FormRule } from '@hr/contract';
import type { ComponentType } from 'react';

/**
 * An answerable control: Form.Item gives it `value`, `onChange` and `id`; it answers in the shape the
 * stored answer has (docs/form-format.md "An answer"), never in the widget's own (dayjs, Color, events).
 */
export interface FieldProps<V = unknown> {
  rule: FormRule;
  value?: V | undefined;
  // Method syntax: a registry holds controls of different value types.
  onChange?(value: V): void;
  id?: string | undefined;
  disabled?: boolean | undefined;
}

/** A read-only answer (view mode). */
export interface CellProps {
  rule: FormRule;
  value?: unknown;
}

export interface FieldEntry {
  edit: ComponentType<FieldProps<never>>;
  /** How the answer reads in view mode; the default is the contract's answerText. */
  view?: ComponentType<CellProps>;
}

/** A rule's props as a plain record (form-create keeps control properties there). */
export const propsOf = (rule: FormRule): Record<string, unknown> => rule.props ?? {};

/** A numeric prop, or undefined when it is missing or not a number. */
export const numberProp = (rule: FormRule, key: string): number | undefined => {
  const value = Number(propsOf(rule)[key]);
  return propsOf(rule)[key] !== undefined && propsOf(rule)[key] !== '' && Number.isFinite(value)
    ? value
    : undefined;
};

/** A text prop, or undefined. */
export const textProp = (rule: FormRule, key: string): string | undefined => {
  const value = propsOf(rule)[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
};
