import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  INTEGER_PATTERN,
  isRangeOrdered,
  MONEY_PATTERN,
  moneyToCents,
  normaliseInteger,
  normaliseMoney,
} from './rangeValue';

describe('normaliseInteger', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['00', '0'],
    ['007', '7'],
    ['120', '120'],
    ['12a3', '123'],
    ['-5', '5'],
    ['1.5', '15'],
    ['１２', ''],
    [' 3 ', '3'],
  ])('%j → %j', (raw, expected) => {
    expect(normaliseInteger(raw)).toBe(expected);
  });

  it('always yields empty or a valid integer', () => {
    for (const raw of ['0x1F', '0000', '-0', '1e5', '09.90', 'abc']) {
      const value = normaliseInteger(raw);
      expect(value === '' || INTEGER_PATTERN.test(value)).toBe(true);
    }
  });
});

describe('normaliseMoney', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['00', '0'],
    ['012', '12'],
    ['12.', '12.'],
    ['.5', '0.5'],
    ['00.5', '0.5'],
    ['12.345', '12.34'],
    ['12.3.4', '12.34'],
    ['1,000.5元', '1000.5'],
    ['-3.2', '3.2'],
  ])('%j → %j', (raw, expected) => {
    expect(normaliseMoney(raw)).toBe(expected);
  });

  it('always yields empty or a valid amount', () => {
    for (const raw of ['..', '0..1', '.', '9.999', 'a1b.2c3d']) {
      const value = normaliseMoney(raw);
      expect(value === '' || MONEY_PATTERN.test(value)).toBe(true);
    }
  });
});

describe('formatMoney', () => {
  it.each([
    ['', ''],
    ['0', '0.00'],
    ['12', '12.00'],
    ['12.', '12.00'],
    ['12.5', '12.50'],
    ['12.34', '12.34'],
    ['.5', '0.50'],
    ['1.005', '1.00'],
    ['12345678901234567890', '12345678901234567890.00'],
  ])('%j → %j', (raw, expected) => {
    expect(formatMoney(raw)).toBe(expected);
  });
});

describe('moneyToCents', () => {
  it.each([
    ['', null],
    ['0', 0],
    ['12.3', 1230],
    ['0.29', 29],
    ['19.99', 1999],
    ['1.005', 100],
  ])('%j → %j', (raw, expected) => {
    expect(moneyToCents(raw)).toBe(expected);
  });
});

describe('isRangeOrdered', () => {
  it('accepts open or ordered ranges and refuses min > max', () => {
    expect(isRangeOrdered(undefined)).toBe(true);
    expect(isRangeOrdered(['', '5'])).toBe(true);
    expect(isRangeOrdered(['5', '5'])).toBe(true);
    expect(isRangeOrdered(['9', '10'])).toBe(true);
    expect(isRangeOrdered(['10', '9'])).toBe(false);
    expect(isRangeOrdered(['10.50', '10.05'])).toBe(false);
  });
});
