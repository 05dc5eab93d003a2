import { describe, expect, it } from 'vitest';
import type { Actor } from '../../platform/permissions.ts';
import { systemPolicy } from './policies.ts';

const actor = (perms: string[], cmpyCode: string | null = null, userId = 1): Actor => ({
  userId,
  userCode: 'U1',
  username: 'u',
  realName: 'u',
  cmpyCode,
  sessionId: 1,
  permissions: new Set(perms),
});
const admin = actor(['*:*:*']);
const operator = actor(['plateform:system', 'system:user:list', 'system:user:add']);
const staff = actor(['plateform:system', 'system:user:list'], 'C1', 7);

describe('system policies', () => {
  it('confines company staff to users of their own company', () => {
    expect(systemPolicy.canManageUser(staff, { userId: 2, cmpyCode: 'C1' })).toBe(true);
    expect(systemPolicy.canManageUser(staff, { userId: 2, cmpyCode: 'C2' })).toBe(false);
    expect(systemPolicy.canManageUser(staff, { userId: 2, cmpyCode: null })).toBe(false);
    expect(systemPolicy.canManageUser(operator, { userId: 2, cmpyCode: 'C2' })).toBe(true);
  });

  it('forces company staff to create users in their own company', () => {
    expect(systemPolicy.companyForUser(staff, 'C2')).toBe('C1');
    expect(systemPolicy.companyForUser(operator, 'C2')).toBe('C2');
    expect(systemPolicy.companyForUser(operator, '')).toBeNull();
  });

  it('refuses disabling oneself and a super admin by a non-super admin', () => {
    expect(systemPolicy.disableOrRemoveRefusal(staff, { userId: 7, superAdmin: false })).toBe(
      '不能停用或删除自己',
    );
    expect(systemPolicy.disableOrRemoveRefusal(operator, { userId: 9, superAdmin: true })).toBe(
      '不能停用或删除超级管理员',
    );
    expect(systemPolicy.disableOrRemoveRefusal(admin, { userId: 9, superAdmin: true })).toBeNull();
    expect(systemPolicy.disableOrRemoveRefusal(operator, { userId: 9, superAdmin: false })).toBeNull();
  });

  it('lets a role be assigned only by someone holding all its permissions', () => {
    expect(systemPolicy.canAssignRole(operator, { superAdmin: false, perms: ['system:user:list'] })).toBe(
      true,
    );
    expect(systemPolicy.canAssignRole(operator, { superAdmin: false, perms: ['system:role:grant'] })).toBe(
      false,
    );
    expect(systemPolicy.canAssignRole(operator, { superAdmin: true, perms: [] })).toBe(false);
    expect(systemPolicy.canAssignRole(admin, { superAdmin: true, perms: [] })).toBe(true);
  });

  it('lets a resource be granted only by someone holding its code, never *:*:*', () => {
    expect(systemPolicy.canGrantResource(operator, null)).toBe(true);
    expect(systemPolicy.canGrantResource(operator, 'system:user:add')).toBe(true);
    expect(systemPolicy.canGrantResource(operator, 'recruit:add')).toBe(false);
    expect(systemPolicy.canGrantResource(admin, '*:*:*')).toBe(false);
  });
});
