import { describe, expect, it } from 'vitest';
import { censusCodeContent, censusPath, censusUserCode } from './qrcode.routes.ts';

const pathError = (path: unknown) => censusPath.safeParse(path).error?.issues[0]?.message;

describe('census QR code rules', () => {
  it('accepts relative page paths with an optional query', () => {
    for (const path of ['pages/job/detail', '/pages/job/detail', 'pages/job/detail?jobCode=J1&from=pc'])
      expect(censusPath.safeParse(path).success, path).toBe(true);
  });

  it('refuses schemes, hosts, dot segments, fragments and a second userCode', () => {
    const bad = /页面路径格式不正确/;
    expect(pathError('javascript:alert(1)')).toMatch(bad);
    expect(pathError('https://evil.example/x')).toMatch(bad);
    expect(pathError('//evil.example/x')).toMatch(bad);
    expect(pathError('pages/job#top')).toMatch(bad);
    expect(pathError('pages/<b>')).toMatch(bad);
    expect(pathError('pages/../admin')).toBe('页面路径不能包含 . 或 .. 目录');
    expect(pathError('pages/job?userCode=U2')).toBe('页面路径中不能再带userCode参数');
    expect(pathError('')).toBe('请输入页面路径');
    expect(pathError(undefined)).toBe('请输入页面路径');
    expect(pathError(`p/${'a'.repeat(199)}`)).toBe('页面路径最多200个字符');
  });

  it('limits the user code to 64 letters, digits, _ and -', () => {
    expect(censusUserCode.safeParse('U_2026-01').success).toBe(true);
    expect(censusUserCode.safeParse('a'.repeat(65)).error?.issues[0]?.message).toBe('用户编号最多64个字符');
    expect(censusUserCode.safeParse('a b').error?.issues[0]?.message).toBe(
      '用户编号只能包含字母、数字、_ 和 -',
    );
    expect(censusUserCode.safeParse('').error?.issues[0]?.message).toBe('请输入用户编号');
  });

  it('appends userCode to the path query', () => {
    expect(censusCodeContent('pages/job/detail', 'U1')).toBe('pages/job/detail?userCode=U1');
    expect(censusCodeContent('pages/job/detail?jobCode=J1', 'U1')).toBe(
      'pages/job/detail?jobCode=J1&userCode=U1',
    );
    expect(censusCodeContent('pages/job/detail?', 'U1')).toBe('pages/job/detail?userCode=U1');
  });
});
