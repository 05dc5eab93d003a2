import { describe, expect, it } from 'vitest';
import { formatApiTime, parseApiTime } from './time.ts';

describe('API time in Asia/Shanghai', () => {
  it('formats an instant as Shanghai wall time', () => {
    expect(formatApiTime(new Date('2026-11-22T16:30:05Z'))).toBe('2026-11-23 00:30:05');
    expect(formatApiTime(null)).toBeNull();
  });
  it('parses wall time back to the same instant and refuses impossible dates', () => {
    expect(parseApiTime('2026-11-23 00:30:05')?.toISOString()).toBe('2026-11-22T16:30:05.000Z');
    expect(parseApiTime('2026-02-30 10:00:00')).toBeNull();
    expect(parseApiTime('yesterday')).toBeNull();
  });
});
