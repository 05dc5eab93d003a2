import { yuanToCents } from '@hr/contract';
import type { z } from 'zod';

/**
 * A form rule for an amount typed in yuan (at most 2 decimals), checked in cents against the contract's
 * schema, so the page says what the server would.
 */
export const yuanRule = (schema: z.ZodType, message: string) => ({
  validator: async (_: unknown, value: string | undefined) => {
    const cents = yuanToCents(value ?? '');
    if (cents === null || cents <= 0) throw new Error(message);
    const parsed = schema.safeParse(cents);
    if (!parsed.success) throw new Error(parsed.error.issues[0]?.message);
  },
});

/** Cents of a validated yuan field. */
export const centsOf = (value: string | undefined) => yuanToCents(value ?? '') ?? 0;
