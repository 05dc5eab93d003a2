import {
  defaultFormOptions,
  type FormInfo,
  type FormRule,
  parseFormOptions,
  parseFormRules,
} from '@hr/contract';
import { FORM_FILL_PATH } from '../../../app/public-pages.ts';
import type { DesignerValue } from './designer/types.ts';

/** Query keys of the form pages: one root, so a save refreshes lists, options and details together. */
export const formKeys = {
  all: ['train', 'form'] as const,
  page: ['train', 'form', 'page'] as const,
  options: ['train', 'form', 'options'] as const,
  info: (id: number) => ['train', 'form', 'info', id] as const,
  values: ['train', 'form', 'values'] as const,
};

/** A stored form's rules and options; text that does not parse reads as an empty form. */
export function readStoredForm(
  form: Pick<FormInfo, 'formContent' | 'formOption'> | null | undefined,
): DesignerValue {
  if (!form) return { rules: [], options: defaultFormOptions() };
  let rules: FormRule[] = [];
  try {
    const parsed = parseFormRules(form.formContent);
    rules = Array.isArray(parsed) ? parsed : [];
  } catch {
    // an unreadable form shows empty; saving it again replaces the text
  }
  try {
    return { rules, options: parseFormOptions(form.formOption) };
  } catch {
    return { rules, options: defaultFormOptions() };
  }
}

/** One answer's values (field id → value); an unreadable text reads as no answers. */
export function readAnswers(formValue: string): Record<string, unknown> {
  try {
    const parsed = JSON.parse(formValue) as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** The public answer page of a form. */
export const formFillPath = (bizCode: string) =>
  FORM_FILL_PATH.replace(':bizCode', encodeURIComponent(bizCode));
