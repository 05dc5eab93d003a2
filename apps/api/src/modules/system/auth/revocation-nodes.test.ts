import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../app.ts';
import { LISTENER_NAME } from '../../../platform/auth-cache.ts';
import { hashToken } from '../../../platform/session.ts';
import { type TestNode, useTestApp } from '../../../test/test-app.ts';

/**
 * Two API nodes on one database (on PostgreSQL each with its own pool and listener, sharing nothing else): a
 * revocation made through node A is refused on node B's very next request, though each node keeps a session
 * cache (platform/auth-cache.ts, docs/decisions.md "Session cache across nodes").
 */
const a = useTestApp({ loginAs: ['admin'] });
const ME = '/pclogin/userauth/currentUser';

describe('revocation across two API nodes', () => {
  it('logout on A: the next request on B is 401', async () => {
    const b = await a.secondNode();
    const token = await b.login('yunying01');
    expect((await b.call('GET', ME, { token })).body.code).toBe(200);
    expect((await a.call('POST', '/pclogin/userauth/logout', { token })).body.code).toBe(200);
    expect((await b.call('GET', ME, { token })).body.code).toBe(401);
  });

  it('user disabled on A: the next request on B is 401', async () => {
    const b = await a.secondNode();
    const token = await a.login('hengda02');
    expect((await b.call('GET', ME, { token })).body.code).toBe(200);
    const list = await a.call('POST', '/pclogin/user/list', {
      token: a.token('admin'),
      body: { username: 'hengda02' },
    });
    const userCode = list.body.data.records[0].userCode;
    const off = await a.call('POST', '/pclogin/user/enableUser', {
      token: a.token('admin'),
      body: { userCode, status: 0 },
    });
    expect(off.body.code).toBe(200);
    expect((await b.call('GET', ME, { token })).body.code).toBe(401);
  });

  it('permission given and removed on A: the next request on B follows each change', async () => {
    const b = await a.secondNode();
    const staff = await b.login('yunfan01');
    const roleList = () => b.call('POST', '/pclogin/role/list', { token: staff, body: {} });
    const role = await a.call('POST', '/pclogin/role/queryRole', {
      token: a.token('admin'),
      body: { roleCode: 'R_company_staff' },
    });
    const codes: string[] = role.body.data.resourceCodes;
    const save = async (resourceCodes: string[]) => {
      const saved = await a.call('POST', '/pclogin/role/saveRoleResources', {
        token: a.token('admin'),
        body: { roleCode: 'R_company_staff', resourceCodes },
      });
      expect(saved.body.code).toBe(200);
    };
    expect((await roleList()).body.code).toBe(403);
    await save([...codes, 'system:roles', 'btn:system:role:list']);
    expect((await roleList()).body.code).toBe(200);
    await save(codes);
    expect((await roleList()).body.code).toBe(403);
  });
});

describe('session cache on each node', () => {
  const cached = async (node: TestNode, token: string) => {
    await node.app.authCache.sync(); // the node holds its lease
    expect((await node.call('GET', ME, { token })).body.code).toBe(200);
    expect(node.app.authCache.size).toBeGreaterThan(0);
  };

  it('the revoking request is answered only once the other node has dropped its cached session', async () => {
    const b = await a.secondNode();
    const token = await b.login('yunying02');
    await cached(b, token);
    expect((await a.call('POST', '/pclogin/userauth/logout', { token })).body.code).toBe(200);
    expect(b.app.authCache.size).toBe(0); // before any request to b
    expect((await b.call('GET', ME, { token })).body.code).toBe(401);
  });

  it('a write by direct SQL reaches every node through the triggers', async () => {
    const b = await a.secondNode();
    const token = await b.login('yunying01');
    await cached(b, token);
    await a.database.db.execute(
      sql`update sys_session set revoked_at = now() where token_hash = ${hashToken(token)}`,
    );
    await b.app.authCache.sync();
    expect(b.app.authCache.size).toBe(0);
    expect((await b.call('GET', ME, { token })).body.code).toBe(401);
  });

  it.runIf(process.env.DATABASE_URL)(
    'a node whose listener is cut reads the database until it listens again',
    async () => {
      const b = await a.secondNode();
      const token = await b.login('yunfan01');
      await cached(b, token);
      const listeners = () =>
        b.database.db.execute(sql`select pid from pg_stat_activity
          where datname = current_database() and application_name = ${LISTENER_NAME}`) as unknown as Promise<{
          rows: { pid: number }[];
        }>;
      const listening = (await listeners()).rows;
      for (const { pid } of listening) await b.database.db.execute(sql`select pg_terminate_backend(${pid})`);
      await vi.waitFor(() => expect(b.app.authCache.leased()).toBe(false));
      // Nothing tells b of this write; it reads the database for every request meanwhile.
      await a.database.db.execute(sql`update sys_user set status = 0 where username = 'yunfan01'`);
      expect((await b.call('GET', ME, { token })).body.code).toBe(401);
      expect(b.app.authCache.size).toBe(0);
      await a.database.db.execute(sql`update sys_user set status = 1 where username = 'yunfan01'`);
      await vi.waitFor(() => expect(b.app.authCache.leased()).toBe(true), { timeout: 5000 });
      await cached(b, token);
      // Every node's listener was cut, not only b's: the next test counts them, so wait for all to be back.
      await vi.waitFor(async () => expect((await listeners()).rows.length).toBe(listening.length), {
        timeout: 10_000,
      });
    },
  );

  it.runIf(process.env.DATABASE_URL)('a closed node leaves no listening connection behind', async () => {
    const count = async () => {
      const { rows } = (await a.database.db.execute(sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and application_name = ${LISTENER_NAME}`)) as unknown as {
        rows: { n: number }[];
      };
      return rows[0]!.n;
    };
    const before = await count();
    const extra = await buildApp({ db: a.database.db, config: a.config, logger: false });
    expect(await count()).toBe(before + 1);
    await extra.close();
    await vi.waitFor(async () => expect(await count()).toBe(before));
  });
});
