import { describe, expect, it } from 'vitest';
import {
  firstMissing,
  holdsPermission,
  policyMessages as m,
  type PolicyActor,
  resourcePolicy,
  rolePolicy,
  userPolicy,
} from './policy.ts';

const actor = (perms: string[], cmpyCode: string | null = null, userId = 1): PolicyActor => ({
  userId,
  cmpyCode,
  permissions: new Set(perms),
});
const target = (perms: string[], userId = 9) => ({ userId, permissions: new Set(perms) });

const USERS = ['plateform:system', 'system:user:list', 'system:user:edit', 'system:user:enable'];
const admin = actor(['*:*:*']);
const operator = actor(USERS);
const staff = actor(USERS, 'C1', 7);
const roleKeeper = ['plateform:system', 'system:role:list', 'system:role:grant'];

describe('holdsPermission', () => {
  it('*:*:* holds every code', () => {
    expect(holdsPermission(admin, 'recruit:add')).toBe(true);
    expect(holdsPermission(admin, '*:*:*')).toBe(true);
  });
  it('a code of the resource tree needs its area code too', () => {
    expect(holdsPermission(operator, 'system:user:list')).toBe(true);
    expect(holdsPermission(actor(['system:user:list']), 'system:user:list')).toBe(false);
  });
  it('a code outside the tree needs only itself', () => {
    expect(holdsPermission(actor(['report:view']), 'report:view')).toBe(true);
    expect(holdsPermission(operator, 'report:view')).toBe(false);
  });
  it('names the first code missing', () => {
    expect(firstMissing(operator, ['system:user:list', 'system:role:grant', 'recruit:add'])).toBe(
      'system:role:grant',
    );
    expect(firstMissing(operator, USERS)).toBeNull();
  });
});

describe('userPolicy.editRefusal', () => {
  it('only a super admin edits a super admin', () => {
    expect(userPolicy.editRefusal(operator, target(['*:*:*']))).toBe(m.editSuperAdmin);
    expect(userPolicy.editRefusal(admin, target(['*:*:*']))).toBeNull();
  });
  it('nobody edits a user holding a code it lacks', () => {
    expect(userPolicy.editRefusal(operator, target(roleKeeper))).toBe(m.editAbove);
    // The area code is a right too: a user of the training area is above a system-only operator.
    expect(userPolicy.editRefusal(operator, target(['plateform:train']))).toBe(m.editAbove);
  });
  it('a user with the same or fewer rights, or itself, may be edited', () => {
    expect(userPolicy.editRefusal(operator, target(USERS))).toBeNull();
    expect(userPolicy.editRefusal(operator, target(['plateform:system']))).toBeNull();
    expect(userPolicy.editRefusal(operator, target([]))).toBeNull();
    expect(userPolicy.editRefusal(operator, target(USERS, operator.userId))).toBeNull();
  });
});

describe('userPolicy.disableRefusal (enable, disable, remove)', () => {
  it('nobody disables or removes itself, not even a super admin', () => {
    expect(userPolicy.disableRefusal(staff, target(USERS, 7))).toBe(m.disableSelf);
    expect(userPolicy.disableRefusal(admin, target(['*:*:*'], 1))).toBe(m.disableSelf);
  });
  it('only a super admin disables a super admin', () => {
    expect(userPolicy.disableRefusal(operator, target(['*:*:*']))).toBe(m.disableSuperAdmin);
    expect(userPolicy.disableRefusal(admin, target(['*:*:*']))).toBeNull();
  });
  it('nobody disables a user holding a code it lacks', () => {
    expect(userPolicy.disableRefusal(operator, target(roleKeeper))).toBe(m.disableAbove);
    expect(userPolicy.disableRefusal(operator, target(USERS))).toBeNull();
  });
});

describe('userPolicy.ownRolesRefusal', () => {
  const superRole = { superAdmin: true, perms: [] };
  const operatorRole = { superAdmin: false, perms: USERS };
  it('a super admin editing itself must keep a super-admin role', () => {
    expect(userPolicy.ownRolesRefusal(admin, target(['*:*:*'], 1), [operatorRole])).toBe(m.dropOwnSuperAdmin);
    expect(userPolicy.ownRolesRefusal(admin, target(['*:*:*'], 1), [superRole])).toBeNull();
  });
  it('does not apply to others or to non super admins', () => {
    expect(userPolicy.ownRolesRefusal(admin, target(['*:*:*'], 9), [operatorRole])).toBeNull();
    expect(userPolicy.ownRolesRefusal(operator, target(USERS, 1), [])).toBeNull();
  });
});

describe('userPolicy.assignRefusal', () => {
  it('a role can be given only by someone holding all its codes', () => {
    expect(userPolicy.assignRefusal(operator, { superAdmin: false, perms: ['system:user:list'] })).toBeNull();
    expect(userPolicy.assignRefusal(operator, { superAdmin: false, perms: ['system:role:grant'] })).toBe(
      m.assignRole,
    );
  });
  it('a super-admin role only by a super admin', () => {
    expect(userPolicy.assignRefusal(operator, { superAdmin: true, perms: [] })).toBe(m.assignRole);
    expect(userPolicy.assignRefusal(admin, { superAdmin: true, perms: [] })).toBeNull();
  });
});

describe('userPolicy.companyFor', () => {
  it('company staff place users in their own company whatever they send', () => {
    expect(userPolicy.companyFor(staff, 'C2')).toBe('C1');
    expect(userPolicy.companyFor(staff, null)).toBe('C1');
  });
  it('operators place users where they say; empty is the platform', () => {
    expect(userPolicy.companyFor(operator, 'C2')).toBe('C2');
    expect(userPolicy.companyFor(operator, '')).toBeNull();
  });
});

describe('rolePolicy.changeRefusal', () => {
  const superRole = { superAdmin: true, perms: [] };
  it('the super-admin role is fixed, for a super admin too', () => {
    expect(rolePolicy.changeRefusal(admin, superRole, 'edit')).toBe(m.editSuperRole);
    expect(rolePolicy.changeRefusal(admin, superRole, 'remove')).toBe(m.removeSuperRole);
    expect(rolePolicy.changeRefusal(admin, superRole, 'grant')).toBe(m.grantSuperRole);
  });
  it('a role carrying a code the caller lacks is beyond its reach', () => {
    const keeper = actor(roleKeeper);
    const recruitRole = { superAdmin: false, perms: ['plateform:recruit', 'recruit:add'] };
    for (const action of ['edit', 'remove', 'grant'] as const) {
      expect(rolePolicy.changeRefusal(keeper, recruitRole, action)).toBe(m.changeRoleAbove);
      expect(rolePolicy.changeRefusal(admin, recruitRole, action)).toBeNull();
    }
    expect(rolePolicy.changeRefusal(keeper, { superAdmin: false, perms: roleKeeper }, 'grant')).toBeNull();
    expect(rolePolicy.changeRefusal(keeper, { superAdmin: false, perms: [] }, 'edit')).toBeNull();
  });
});

describe('rolePolicy.grantRefusal', () => {
  it('grants a resource only with its code held; one without a code freely', () => {
    expect(rolePolicy.grantRefusal(operator, null)).toBeNull();
    expect(rolePolicy.grantRefusal(operator, 'system:user:edit')).toBeNull();
    expect(rolePolicy.grantRefusal(operator, 'recruit:add')).toBe(m.grantResource('recruit:add'));
  });
  it('never grants *:*:*, not even a super admin', () => {
    expect(rolePolicy.grantRefusal(admin, '*:*:*')).toBe(m.grantResource('*:*:*'));
  });
});

describe('resourcePolicy.codeRefusal', () => {
  const keeper = actor(['plateform:system', 'system:resource:edit', 'report:view']);
  it('gives a resource only a code the caller holds', () => {
    expect(resourcePolicy.codeRefusal(keeper, 'report:view')).toBeNull();
    expect(resourcePolicy.codeRefusal(keeper, 'system:role:grant')).toBe(m.resourceCode('system:role:grant'));
    expect(resourcePolicy.codeRefusal(keeper, null)).toBeNull();
  });
  it('changes a code only when holding the old one too', () => {
    expect(resourcePolicy.codeRefusal(keeper, 'report:view', 'recruit:add')).toBe(
      m.resourceCode('recruit:add'),
    );
    expect(resourcePolicy.codeRefusal(keeper, null, 'recruit:add')).toBe(m.resourceCode('recruit:add'));
    expect(resourcePolicy.codeRefusal(keeper, 'system:resource:edit', 'report:view')).toBeNull();
  });
  it('an unchanged code is no change (renaming a resource)', () => {
    expect(resourcePolicy.codeRefusal(keeper, 'recruit:add', 'recruit:add')).toBeNull();
  });
  it('a super admin may set any code', () => {
    expect(resourcePolicy.codeRefusal(admin, 'system:role:grant', 'recruit:add')).toBeNull();
  });
});
