import { describe, expect, it } from 'vitest';
import {
  CREDIT_CODE_CHARSET,
  CREDIT_CODE_WEIGHTS,
  CreditCode,
  creditCodeCheckChar,
  isValidCreditCode,
} from './licence-credit-code.ts';

/** Codes published on real licences (large listed companies). */
const REAL_CODES = [
  '914403001922038216', // 华为技术有限公司
  '91440300708461136T', // 深圳市腾讯计算机系统有限公司
  '91110108551385082Q', // 小米科技有限责任公司
  '91110000802100433B', // 北京百度网讯科技有限公司
  '91330100799655058B', // 浙江天猫网络有限公司
  '9144030071526726XG', // 腾讯科技（深圳）有限公司
];

describe('unified social credit code (GB 32100-2015)', () => {
  it('uses the 31-character set without I, O, S, V, Z and weights 3^(i-1) mod 31', () => {
    expect(CREDIT_CODE_CHARSET).toHaveLength(31);
    expect(CREDIT_CODE_CHARSET).not.toMatch(/[IOSVZ]/);
    expect(CREDIT_CODE_WEIGHTS).toEqual(Array.from({ length: 17 }, (_, i) => 3 ** i % 31));
  });

  it.each(REAL_CODES)('accepts the real code %s and computes its check character', (code) => {
    expect(isValidCreditCode(code)).toBe(true);
    expect(creditCodeCheckChar(code.slice(0, 17))).toBe(code[17]);
  });

  it('refuses a code whose check character or any other character was changed', () => {
    for (const code of REAL_CODES) {
      for (let position = 0; position < 18; position++) {
        const current = code[position] as string;
        const replacement = current === '7' ? '8' : '7';
        const changed = code.slice(0, position) + replacement + code.slice(position + 1);
        expect(isValidCreditCode(changed), changed).toBe(false);
      }
    }
  });

  it('maps a sum divisible by 31 to check character 0', () => {
    expect(creditCodeCheckChar('00000000000000000')).toBe('0');
    expect(isValidCreditCode('000000000000000000')).toBe(true);
  });

  it('refuses wrong length, letters outside the set and letters in the division code', () => {
    expect(isValidCreditCode('91440300708461136')).toBe(false);
    expect(isValidCreditCode('91440300708461136TT')).toBe(false);
    expect(isValidCreditCode('91440300708461I36T')).toBe(false);
    expect(isValidCreditCode('9144030O708461136T')).toBe(false);
    expect(isValidCreditCode('91440300708461136t')).toBe(false);
    expect(creditCodeCheckChar('9144030070846113I')).toBeNull();
    expect(creditCodeCheckChar('914403')).toBeNull();
    // Letters are allowed outside the division code (positions 3–8) only.
    expect(
      isValidCreditCode(`91A403${'0'.repeat(11)}${creditCodeCheckChar(`91A403${'0'.repeat(11)}`)}`),
    ).toBe(false);
  });

  it('validates form input: trims, upper-cases and gives Chinese messages', () => {
    expect(CreditCode.parse(' 91440300708461136t ')).toBe('91440300708461136T');
    expect(CreditCode.safeParse('').error?.issues[0]?.message).toBe('请输入统一社会信用代码');
    expect(CreditCode.safeParse('91440300708461136X').error?.issues[0]?.message).toBe(
      '统一社会信用代码格式不正确',
    );
  });
});
