import { z } from 'zod';

/**
 * The unified social credit code (统一社会信用代码) of GB 32100-2015: 18 characters from a 31-character set
 * (digits and capital letters without I, O, S, V, Z). Position 1 is the registering authority, 2 the
 * organisation type, 3–8 the administrative division (digits), 9–17 the organisation code, and 18 a check
 * character computed from the first 17.
 */
export const CREDIT_CODE_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';

/** Weight of positions 1–17: 3^(i-1) mod 31. */
export const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;

/** The shape of a code: charset everywhere, digits for the division code. */
export const CREDIT_CODE_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

export const CREDIT_CODE_MESSAGE = '统一社会信用代码格式不正确';

/**
 * The check character of a code's first 17 characters: C18 = 31 − (Σ value(Ci) × Wi mod 31), where 31
 * becomes 0. Returns null when a character is outside the charset.
 */
export function creditCodeCheckChar(first17: string): string | null {
  if (first17.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = CREDIT_CODE_CHARSET.indexOf(first17[i] as string);
    if (value < 0) return null;
    sum += value * (CREDIT_CODE_WEIGHTS[i] as number);
  }
  return CREDIT_CODE_CHARSET[(31 - (sum % 31)) % 31] as string;
}

/** Whether a string is a well-formed credit code whose check character is right. */
export function isValidCreditCode(code: string): boolean {
  return CREDIT_CODE_PATTERN.test(code) && creditCodeCheckChar(code.slice(0, 17)) === code[17];
}

/** A credit code typed into a form: trimmed, upper-cased, charset and check character validated. */
export const CreditCode = z
  .string({ error: '请输入统一社会信用代码' })
  .trim()
  .toUpperCase()
  .min(1, '请输入统一社会信用代码')
  .refine(isValidCreditCode, CREDIT_CODE_MESSAGE);
