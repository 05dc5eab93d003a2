import type { FormItemProps } from 'antd';
import { JOB_FIELD_DEPENDENCIES, jobRule } from './jobFormRules.ts';
import type { JobFormField } from './jobFormValues.ts';

/** A Form.Item's name, rules (the contract's) and dependencies for a job form field. */
export const jobItem = (field: JobFormField, required = false): Partial<FormItemProps> => ({
  name: field,
  rules: jobRule(field),
  required,
  ...(JOB_FIELD_DEPENDENCIES[field] ? { dependencies: JOB_FIELD_DEPENDENCIES[field] } : {}),
});

/** A dictionary (code → name) as select or radio options, in code order. */
export const optionsOf = (names: Record<number, string>) =>
  Object.entries(names).map(([value, label]) => ({ value: Number(value), label }));
