import { sql } from 'drizzle-orm';
import { sysRole } from '../modules/system/roles/tables.ts';
import { hashPassword } from '../platform/password.ts';
import { createUser } from '../seed/users.ts';
import type { TestNode } from './test-app.ts';

export interface LimitedUser {
  username: string;
  realName?: string;
  /** Company staff of this company; an operator without. */
  cmpyCode?: string | null;
}

const PASSWORD = 'Limited12345';

/**
 * For permission tests: a new user holding one new role with exactly these permission codes (the area's menu
 * code, e.g. `plateform:recruit`, among them), signed in; answers the session token.
 */
export async function userWithPermissions(t: TestNode, user: LimitedUser, codes: string[]): Promise<string> {
  const db = t.database.db;
  const [role] = await db
    .insert(sysRole)
    .values({ roleCode: `R_${user.username}`, roleKey: user.username, roleName: user.username })
    .returning({ id: sysRole.id });
  await db.execute(
    sql`insert into sys_role_resource (role_id, resource_id) select ${role!.id}, id from sys_resource where perms = any(${`{${codes.join(',')}}`}::text[])`,
  );
  await createUser(
    db,
    {
      username: user.username,
      realName: user.realName ?? user.username,
      cmpyCode: user.cmpyCode ?? null,
      passwordHash: await hashPassword(PASSWORD),
    },
    [role!.id],
  );
  return t.login(user.username, PASSWORD);
}
