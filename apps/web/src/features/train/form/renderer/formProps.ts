import { type FormOptions, type FormRule, fieldProblem, formFields } from '@hr/contract';
import type { FormProps } from 'antd';
import type { CSSProperties } from 'react';

/** element-ui's sizes (form-create's options) → antd's. */
const SIZES: Record<string, FormProps['size']> = {
  large: 'large',
  default: 'middle',
  medium: 'middle',
  small: 'small',
  mini: 'small',
};

/** '125px', '125' and 125 are all 125 pixels; other CSS lengths pass as they are. */
export const cssLength = (width: string | number | undefined): string | undefined => {
  if (width === undefined || width === '' || width === 'auto') return undefined;
  return typeof width === 'number' || /^\d+(\.\d+)?$/.test(width) ? `${width}px` : width;
};

export interface FormLook {
  layout: FormProps['layout'];
  labelAlign: FormProps['labelAlign'];
  labelCol: FormProps['labelCol'];
  size: FormProps['size'];
  requiredMark: boolean;
  /** No validation messages under the fields (the fields still turn red). */
  hideMessages: boolean;
  /** Messages beside the control rather than under it. */
  inlineMessages: boolean;
}

/** The form options as antd Form props; `labelOnTop` overrides the label position (narrow screens). */
export function formLook(options: FormOptions | undefined, labelOnTop = false): FormLook {
  const form = options?.form ?? {};
  const top = labelOnTop || form.labelPosition === 'top';
  const width = cssLength(form.labelWidth);
  const labelStyle: CSSProperties | undefined = width
    ? { flex: `0 0 ${width}`, width, maxWidth: width }
    : undefined;
  return {
    layout: top ? 'vertical' : 'horizontal',
    labelAlign: form.labelPosition === 'left' ? 'left' : 'right',
    labelCol: top || !labelStyle ? undefined : { style: labelStyle },
    size: SIZES[form.size ?? 'default'] ?? 'middle',
    requiredMark: form.hideRequiredAsterisk !== true,
    hideMessages: form.showMessage === false,
    inlineMessages: form.inlineMessage === true,
  };
}

/** The answers a form starts from: each field's `value`, then the given answers over them. */
export function initialAnswers(
  rules: readonly (FormRule | string)[],
  given: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const rule of formFields(rules))
    if (rule.field && rule.value !== undefined && rule.value !== null) answers[rule.field] = rule.value;
  return { ...answers, ...given };
}

/**
 * The one antd rule of a field: the contract's check, so the page shows the server's own messages. Text is
 * trimmed first, as the server does.
 */
export const contractRule = (rule: FormRule) => ({
  validator: async (_: unknown, value: unknown) => {
    const problem = fieldProblem(rule, typeof value === 'string' ? value.trim() : value);
    if (problem) throw new Error(problem);
  },
});
