import { sysUser, sysUserRole } from '../modules/system/users/tables.ts';
import { newCode } from '../platform/codes.ts';
import type { DbOrTx } from '../platform/db.ts';

/** Inserts a user with its roles (seeding and tests; the API goes through the users service). */
export async function createUser(
  tx: DbOrTx,
  user: {
    username: string;
    realName: string;
    phone?: string;
    cmpyCode?: string | null;
    passwordHash: string;
  },
  roleIds: number[],
) {
  const [row] = await tx
    .insert(sysUser)
    .values({ userCode: newCode('U'), phone: '', ...user })
    .returning({ id: sysUser.id });
  await tx.insert(sysUserRole).values(roleIds.map((roleId) => ({ userId: row!.id, roleId })));
  return row!.id;
}
