import { count, inArray } from 'drizzle-orm';
import { stateChange } from '../../../platform/lifecycle.tables.ts';
import type { useTestApp } from '../../../test/test-app.ts';
import { uploadPng } from '../../common/material/material-test-kit.ts';
import { sysResource } from '../../system/resources/tables.ts';
import { sysRole, sysRoleResource } from '../../system/roles/tables.ts';
import { jobfair } from './tables.ts';

/** Helpers shared by the job fair API tests. */
type T = ReturnType<typeof useTestApp>;

export const PATH = '/hrbd-enterprise/jobfairsInfo';

/** A complete fair in 新郑市 (the sample regions hold its streets and committees). */
export const fairInput = (posterCode: string, extra: Record<string, unknown> = {}) => ({
  jobfairName: '2026新郑市春季综合招聘会',
  jobfairType: 1,
  beginTime: '2026-03-01 09:00:00',
  endTime: '2026-03-01 17:00:00',
  posterCode,
  provinceCode: '41',
  cityCode: '4101',
  countyCode: '410184',
  streetCode: '410184001',
  committeeCode: '410184001001',
  address: '人民路88号人力资源市场一楼',
  lng: 113.7338,
  lat: 34.3958,
  ...extra,
});

export function jobfairKit(t: T) {
  const post = (user: string, name: string, body: unknown) =>
    t.call('POST', `${PATH}/${name}`, { token: t.token(user), body });
  return {
    post,
    poster: (user: string, shade: number) => uploadPng(t, t.token(user), `poster${shade}.png`, shade),
    save: (user: string, body: unknown) => post(user, 'toSaveInfo', body),
    approve: (user: string, jobfairCode: string, approveState: number, approveRemark?: string) =>
      post(user, 'toApproveInfo', { jobfairCode, approveState, approveRemark }),
    online: (user: string, jobfairCode: string, onlineState: number) =>
      post(user, 'toOnlineInfo', { jobfairCode, onlineState }),
    remove: (user: string, id: string) =>
      t.call('DELETE', `${PATH}/toDeleteInfo`, { token: t.token(user), query: { id } }),
    detail: (user: string, id: string) =>
      t.call('GET', `${PATH}/getInfoById`, { token: t.token(user), query: { id } }),
    list: (user: string, body: Record<string, unknown> = {}) => post(user, 'selectPageList', body),
    counts: async (user: string) => (await post(user, 'selectStateCount', {})).body.data,
    /** Rows of the table and history rows: a refused request must leave both as they were. */
    snapshot: async () => ({
      fairs: await t.database.db.select().from(jobfair).orderBy(jobfair.id),
      history: (await t.database.db.select({ n: count() }).from(stateChange))[0]!.n,
    }),
  };
}

/** Gives the seeded company-staff role some job fair permissions (roles are read fresh on each request). */
export async function grantCompanyStaff(t: T, perms: string[]) {
  const db = t.database.db;
  const [role] = await db
    .select()
    .from(sysRole)
    .where(inArray(sysRole.roleKey, ['company_staff']));
  const resources = await db
    .select({ id: sysResource.id })
    .from(sysResource)
    .where(inArray(sysResource.perms, perms));
  await db.insert(sysRoleResource).values(resources.map((r) => ({ roleId: role!.id, resourceId: r.id })));
}
