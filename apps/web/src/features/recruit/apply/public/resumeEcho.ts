import { type FormRule, formFields } from '@hr/contract';

/** The job form's field types that ask again for what the resume's base fields already hold. */
export const RESUME_ECHO_TYPES = {
  usrName: 'UserName',
  usrTel: 'UserPhone',
  usrIdCard: 'UserIdcard',
} as const;
export type EchoedKey = keyof typeof RESUME_ECHO_TYPES;
export type EchoedValues = Partial<Record<EchoedKey, unknown>>;

/**
 * The job-form answers to set after the resume's name, phone or ID number changed, so a person need not type
 * them twice: every field of the matching type that is still empty or still holds what was last copied into
 * it (a field the person wrote something else in is left alone); and what is copied now, for the next change.
 */
export function echoedAnswers(
  rules: readonly FormRule[],
  changed: EchoedValues,
  copied: EchoedValues,
  answerOf: (field: string) => unknown,
): { answers: Record<string, unknown>; copied: EchoedValues } {
  const answers: Record<string, unknown> = {};
  const now: EchoedValues = { ...copied };
  const fields = formFields(rules);
  for (const [key, type] of Object.entries(RESUME_ECHO_TYPES) as [EchoedKey, string][]) {
    if (!(key in changed)) continue;
    const value = typeof changed[key] === 'string' ? changed[key].trim() : changed[key];
    for (const rule of fields) {
      if (rule.type !== type || !rule.field) continue;
      const answer = answerOf(rule.field);
      if (answer === undefined || answer === null || answer === '' || answer === copied[key])
        answers[rule.field] = value;
    }
    now[key] = value;
  }
  return { answers, copied: now };
}
