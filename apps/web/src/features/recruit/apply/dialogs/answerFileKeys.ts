import { type FormRule, fieldTypeSpec, formFields } from '@hr/contract';

/**
 * The stored files the answers name (file fields' objectKeys, signature keys), to sign their URLs. Its own
 * module: the list's export uses it without loading the dialog.
 */
export function answerFileKeys(rules: readonly FormRule[], answers: Record<string, unknown>): string[] {
  const keys = new Set<string>();
  for (const rule of formFields(rules)) {
    if (!rule.field || !fieldTypeSpec(rule.type)?.files) continue;
    const value = answers[rule.field];
    if (typeof value === 'string' && value && !value.startsWith('data:')) keys.add(value);
    if (Array.isArray(value))
      for (const file of value)
        if (file && typeof file === 'object' && typeof file.objectKey === 'string') keys.add(file.objectKey);
  }
  return [...keys];
}
