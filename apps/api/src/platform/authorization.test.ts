import { allRoutes, type RouteDef } from '@hr/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allHandlers } from '../modules/index.ts';
import { sysRole } from '../modules/system/roles/tables.ts';
import { createUser } from '../seed/users.ts';
import { databaseFingerprint as fingerprint } from '../test/fingerprint.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { hashPassword } from './password.ts';

/** Walks every route of the contract's table: 401 without a token, 403 without the code, 400 on bad input. */
let t: TestApp;
let adminToken: string;
let nobodyToken: string;
const CHINESE = /[\u4e00-\u9fa5]/;
const samplePath = (def: RouteDef) => def.path.replace(/\{\w+\}/g, 'X1');

beforeAll(async () => {
  t = await createTestApp();
  // A user whose only role holds no resource at all.
  const db = t.database.db;
  const [role] = await db
    .insert(sysRole)
    .values({ roleCode: 'R_nothing', roleKey: 'nothing', roleName: '无权限角色' })
    .returning({ id: sysRole.id });
  await createUser(
    db,
    { username: 'nobody', realName: '无权限用户', passwordHash: await hashPassword('Nobody123') },
    [role!.id],
  );
  adminToken = await t.login('admin');
  nobodyToken = await t.login('nobody', 'Nobody123');
});
afterAll(() => t.close());

const databaseFingerprint = () => fingerprint(t.database.db);

/** Inputs that the route's schemas must refuse; the first one refused is enough. */
function malformedInputs(def: RouteDef): { body?: unknown; query?: Record<string, string>; path?: string }[] {
  if (def.params) return [{ path: def.path.replace(/\{\w+\}/g, '..%2F..%2Fetc%2Fpasswd') }];
  if (def.body) return [{ body: [] }, { body: { pageNum: 'abc', pageSize: -1 } }];
  if (def.query) {
    const keys = Object.keys((def.query as unknown as { shape?: object }).shape ?? {});
    return [
      // An empty query is malformed only where the route needs something (a filtered export needs nothing).
      ...(def.query.safeParse({}).success ? [] : [{ query: {} }]),
      { query: Object.fromEntries(keys.map((k) => [k, 'x'.repeat(5000)])) },
      { query: Object.fromEntries(keys.map((k) => [k, '-1.5abc'])) },
    ];
  }
  return [];
}

describe('the route table', () => {
  it('has exactly one handler for every route', () => {
    const key = (d: RouteDef) => `${d.method} ${d.path}`;
    const handled = allHandlers.map((h) => key(h.def)).sort();
    expect(handled).toEqual(allRoutes.map(key).sort());
    expect(new Set(handled).size).toBe(handled.length);
  });
});

describe.each(allRoutes.map((def) => [`${def.method} ${def.path}`, def] as const))('%s', (_name, def) => {
  it.runIf(def.access.kind !== 'public')('answers 401 without a token', async () => {
    const res = await t.call(def.method, samplePath(def), { token: null });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 401, success: false });
  });

  it.runIf(def.access.kind === 'perm')('answers 403 to a user without its permission', async () => {
    const res = await t.call(def.method, samplePath(def), { token: nobodyToken, body: {} });
    expect(res.body).toMatchObject({ code: 403, msg: '没有权限访问该功能' });
  });

  it.runIf(!!(def.body || def.query || def.params))(
    'refuses malformed input with a Chinese message and changes nothing',
    async () => {
      const before = await databaseFingerprint();
      const answers = [];
      for (const input of malformedInputs(def)) {
        const res = await t.call(def.method, input.path ?? samplePath(def), { token: adminToken, ...input });
        answers.push(res.body);
        if (res.body.code === 400) break;
      }
      const refused = answers.find((a) => a.code === 400);
      expect(refused, JSON.stringify(answers)).toBeDefined();
      expect(refused!.msg).toMatch(CHINESE);
      expect(await databaseFingerprint()).toBe(before);
    },
  );
});

describe('area codes', () => {
  it('refuses a permission code held without its area plateform code', async () => {
    const db = t.database.db;
    const [role] = await db
      .insert(sysRole)
      .values({ roleCode: 'R_no_area', roleKey: 'no_area', roleName: '缺少区域权限' })
      .returning({ id: sysRole.id });
    await db.execute(
      sql`insert into sys_role_resource (role_id, resource_id) select ${role!.id}, id from sys_resource where perms = 'system:user:list'`,
    );
    await createUser(
      db,
      { username: 'noarea', realName: '缺区域', passwordHash: await hashPassword('Noarea123') },
      [role!.id],
    );
    const token = await t.login('noarea', 'Noarea123');
    expect((await t.call('POST', '/pclogin/user/list', { token, body: {} })).body.code).toBe(403);
    await db.execute(
      sql`insert into sys_role_resource (role_id, resource_id) select ${role!.id}, id from sys_resource where perms = 'plateform:system'`,
    );
    // A write outside the request path reaches the node's session cache through its listener (auth-cache.ts).
    await t.app.authCache.sync();
    expect((await t.call('POST', '/pclogin/user/list', { token, body: {} })).body.code).toBe(200);
  });
});
