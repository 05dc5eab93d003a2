import { and, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { pngBytes, uploadMaterial } from '../modules/common/material/material-test-kit.ts';
import { databaseFingerprint } from '../test/fingerprint.ts';
import { useTestApp } from '../test/test-app.ts';
import { sysAuditLog } from './audit.tables.ts';

/**
 * Every change and its audit record are written in one transaction: when the audit insert fails, the change
 * is not stored either (the audit writer takes the transaction handle, never the pool: audit.ts).
 */
const t = useTestApp({ loginAs: ['admin', 'hengda01'] });

const breakAudit = async () => {
  await t.database.db.execute(sql`
    create or replace function test_refuse_audit() returns trigger language plpgsql as $$
    begin raise exception 'audit log unavailable'; end $$`);
  await t.database.db.execute(sql`
    create trigger test_refuse_audit before insert on sys_audit_log
      for each row execute function test_refuse_audit()`);
};

afterEach(async () => {
  await t.database.db.execute(sql`drop trigger if exists test_refuse_audit on sys_audit_log`);
});

describe('a change whose audit record cannot be written', () => {
  it('leaves nothing behind, for the material group add of both doors and for uploads', async () => {
    await breakAudit();
    const before = await databaseFingerprint(t.database.db);
    const attempts = [
      () =>
        t.call('POST', '/backend-common/material/addGroup', {
          token: t.token('hengda01'),
          body: { groupName: '审计失败分组' },
        }),
      () =>
        t.call('POST', '/train/course/addGroup', {
          token: t.token('admin'),
          body: { groupName: '审计失败分组' },
        }),
      () =>
        uploadMaterial(
          t,
          t.token('hengda01'),
          { materialType: '1' },
          { name: '门头.png', bytes: pngBytes(9) },
        ),
      () =>
        t.call('POST', '/pclogin/role/add', {
          token: t.token('admin'),
          body: { roleName: '审计失败角色', roleKey: 'audit_fail' },
        }),
    ];
    for (const attempt of attempts) {
      const res = await attempt();
      expect(res.status).toBe(500);
      expect(await databaseFingerprint(t.database.db)).toBe(before);
    }
  });

  it('stores the change with its record once the audit log works', async () => {
    const res = await t.call('POST', '/backend-common/material/addGroup', {
      token: t.token('hengda01'),
      body: { groupName: '审计正常分组' },
    });
    expect(res.body.code).toBe(200);
    const records = await t.database.db
      .select()
      .from(sysAuditLog)
      .where(
        and(eq(sysAuditLog.action, 'material.addGroup'), eq(sysAuditLog.target, res.body.data.groupCode)),
      );
    expect(records).toHaveLength(1);
  });
});
