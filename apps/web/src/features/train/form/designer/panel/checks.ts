import { FORM_FIELD_ID_MAX, FORM_TITLE_MAX, formMessages } from '@hr/contract';

/** The property panel's own checks, with the contract's messages (the save checks the same). */

export function titleProblem(title: string | undefined): string | null {
  const text = (title ?? '').trim();
  if (!text) return formMessages.titleRequired;
  if ([...text].length > FORM_TITLE_MAX) return formMessages.titleTooLong;
  return null;
}

const FIELD_ID = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** A field id's problem; `uses` is how many rules of the form carry it. */
export function fieldIdProblem(field: string | undefined, uses: number): string | null {
  if (!field) return formMessages.fieldRequired;
  if (field.length > FORM_FIELD_ID_MAX || !FIELD_ID.test(field) || field === '__proto__')
    return formMessages.fieldInvalid;
  if (uses > 1) return formMessages.fieldDuplicate(field);
  return null;
}
