/** Money is stored and sent in cents (integers) and shown in yuan with 2 decimals (spec §9). */

/** Cents → yuan text with 2 decimals; '-' when there is no amount. */
export const formatCents = (cents: number | null | undefined): string =>
  cents === null || cents === undefined ? '-' : (cents / 100).toFixed(2);

/** Yuan typed as text with at most 2 decimals → cents; null when it is not such a number. */
export function yuanToCents(yuan: string): number | null {
  if (!/^(0|[1-9]\d*)(\.\d{1,2})?$/.test(yuan.trim())) return null;
  const [whole, fraction = ''] = yuan.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Yuan from a number input (already limited to 2 decimals) → cents, without float drift (0.29 → 29). */
export const yuanNumberToCents = (yuan: number): number => Math.round(yuan * 100);
