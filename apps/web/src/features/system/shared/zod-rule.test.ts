import { ResourceBody, UserAddBody } from '@hr/contract';
import { describe, expect, it } from 'vitest';
import { fieldError, withoutEmpty } from './zod-rule.ts';

describe('fieldError', () => {
  it('gives the contract message for the asked field only', () => {
    const values = { username: '', realName: '张三', password: 'abc', roleCodes: ['r1'] };
    expect(fieldError(UserAddBody, values, 'username')).toBe('请输入账号');
    expect(fieldError(UserAddBody, values, 'password')).toBe('密码至少8位');
    expect(fieldError(UserAddBody, values, 'realName')).toBeNull();
  });

  it('applies cross-field refinements of the schema', () => {
    const menu = { name: '菜单', type: 1, path: '' };
    expect(fieldError(ResourceBody, menu, 'path')).toBe('菜单必须填写路由地址');
    const button = { name: '按钮', type: 2, perms: '' };
    expect(fieldError(ResourceBody, button, 'perms')).toBe('按钮必须填写权限标识');
    expect(fieldError(ResourceBody, { ...button, perms: 'user:add' }, 'perms')).toBeNull();
  });
});

describe('withoutEmpty', () => {
  it('drops empty strings, nulls and undefined but keeps 0 and false', () => {
    expect(withoutEmpty({ a: '', b: null, c: undefined, d: 0, e: false, f: 'x' })).toEqual({
      d: 0,
      e: false,
      f: 'x',
    });
  });
});
