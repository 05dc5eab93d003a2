import type { FormRule } from 'antd';
import type { z } from 'zod';

/** The first message the schema gives for one field of `values`, or null when that field is fine. */
export function fieldError(schema: z.ZodType, values: Record<string, unknown>, field: string): string | null {
  const result = schema.safeParse(values);
  if (result.success) return null;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message ?? null;
}

/**
 * An antd rule that validates one field with the contract's own schema, run over the whole form (so
 * cross-field refinements such as "a menu needs a path" apply), giving the server's exact message.
 * `extra` adds values that are not form fields (e.g. the edited record's code).
 * Give text fields an initial '' rather than undefined: zod skips an object's refinements once a field has
 * the wrong type, so an untouched field would hide the cross-field messages.
 */
export function zodRule(schema: z.ZodType, field: string, extra?: Record<string, unknown>): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async (_rule, value) => {
      const values = { ...extra, ...(getFieldsValue(true) as Record<string, unknown>), [field]: value };
      const message = fieldError(schema, values, field);
      if (message) throw new Error(message);
    },
  });
}

/** Form values with empty strings and nulls dropped, so that the schema's own defaults apply. */
export function withoutEmpty<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== '' && value !== null && value !== undefined),
  ) as Partial<T>;
}
