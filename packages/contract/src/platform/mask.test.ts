import { describe, expect, it } from 'vitest';
import { maskIdCard, maskPhone } from './mask.ts';

describe('masks', () => {
  it('keep the first 6 and last 4 characters of an ID number', () => {
    expect(maskIdCard('41018419650312031X')).toBe('410184********031X');
    expect(maskIdCard('1234567890')).toBe('1234567890');
  });
  it('keep the first 3 and last 4 digits of a mobile', () => {
    expect(maskPhone('13838112301')).toBe('138****2301');
    expect(maskPhone('+8613838112301')).toBe('138****2301');
  });
});
