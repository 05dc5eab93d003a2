import { describe, expect, it } from 'vitest';
import { formatCents, yuanNumberToCents, yuanToCents } from './money.ts';

describe('money in cents (spec §9)', () => {
  it('shows cents as yuan with 2 decimals', () => {
    expect(formatCents(1_250_050)).toBe('12500.50');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(0)).toBe('0.00');
    expect(formatCents(null)).toBe('-');
  });

  it('reads yuan text with at most 2 decimals into cents', () => {
    expect(yuanToCents('12500.5')).toBe(1_250_050);
    expect(yuanToCents('0.07')).toBe(7);
    expect(yuanToCents('19.99')).toBe(1999);
    expect(yuanToCents('1.234')).toBeNull();
    expect(yuanToCents('-3')).toBeNull();
    expect(yuanToCents('01')).toBeNull();
  });

  it('reads yuan numbers into cents without float drift', () => {
    expect(yuanNumberToCents(0.29)).toBe(29);
    expect(yuanNumberToCents(12500.5)).toBe(1_250_050);
  });
});
