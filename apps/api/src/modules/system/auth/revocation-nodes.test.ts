import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';

/**
 * Two API nodes on one database (on PostgreSQL each with its own pool, sharing nothing else): a revocation
 * made through node A is refused on node B's very next request. Nodes keep no session or permission cache;
 * every signed-in request reads its session, user and permissions in one query (platform/session.ts).
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
