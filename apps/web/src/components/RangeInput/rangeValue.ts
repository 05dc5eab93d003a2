/** Zero or a positive integer without leading zero (spec §5). */
export const INTEGER_PATTERN = /^(0|[1-9]\d*)$/;
/** Zero or a positive amount with at most 2 decimals, as typed (a trailing dot is allowed mid-typing). */
export const MONEY_PATTERN = /^(0|[1-9]\d*)(\.\d{0,2})?$/;

/** Drops leading zeros of an integer part: '007' → '7', '00' → '0'. */
const trimLeadingZeros = (digits: string) => digits.replace(/^0+(?=\d)/, '');

/**
 * What an integer field keeps of a keystroke or paste: digits only, no leading zero.
 * Result is '' or matches INTEGER_PATTERN.
 */
export function normaliseInteger(raw: string): string {
  return trimLeadingZeros(raw.replace(/\D/g, ''));
}

/**
 * What a money field keeps: digits and one dot, at most 2 decimals, no leading zero ('.5' → '0.5').
 * Result is '' or matches MONEY_PATTERN; extra decimals are cut, never rounded.
 */
export function normaliseMoney(raw: string): string {
  const cleaned = raw.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  if (dot < 0) return trimLeadingZeros(cleaned);
  const whole = trimLeadingZeros(cleaned.slice(0, dot)) || '0';
  const decimals = cleaned
    .slice(dot + 1)
    .replace(/\./g, '')
    .slice(0, 2);
  return `${whole}.${decimals}`;
}

/**
 * Money with exactly 2 decimals, for display on blur: '12' → '12.00', '12.5' → '12.50', '' stays ''.
 * String arithmetic only, so no float rounding creeps in.
 */
export function formatMoney(raw: string): string {
  const value = normaliseMoney(raw);
  if (value === '') return '';
  const [whole = '0', decimals = ''] = value.split('.');
  return `${whole}.${decimals.padEnd(2, '0')}`;
}

/** Yuan text to integer cents (money is stored in cents, spec §9); null for ''. '12.3' → 1230. */
export function moneyToCents(raw: string): number | null {
  const value = formatMoney(raw);
  if (value === '') return null;
  return Number(value.replace('.', ''));
}

/** For form rules: true unless both ends are filled and min > max. */
export function isRangeOrdered(value: readonly [string, string] | undefined): boolean {
  const [min = '', max = ''] = value ?? [];
  return min === '' || max === '' || Number(min) <= Number(max);
}
