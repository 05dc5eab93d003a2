import { EVENT_PARAMS_MAX_BYTES, formatApiTime } from '@hr/contract';
import { count, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { sysRole } from '../../system/roles/tables.ts';
import { buriedPointEvent } from './tables.ts';

// Served behind a trusted proxy (TRUST_PROXY): the recorded address is the one it forwards.
const t = useTestApp({
  loginAs: ['admin', 'yunying01', 'hengda01', 'hengda02', 'yunfan01'],
  trustProxy: '127.0.0.1',
});
const LIST = '/barry-system/buriedpoint/eventinfo/list';
const RECORD = '/barry-system/buried-point/info';
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

const record = (user: string, body: unknown) => t.call('POST', RECORD, { token: t.token(user), body });
const list = (body: Record<string, unknown> = {}, user = 'admin') =>
  t.call('POST', LIST, { token: t.token(user), body });
const rowCount = async () => (await t.database.db.select({ n: count() }).from(buriedPointEvent))[0]!.n;

beforeAll(async () => {
  // From an empty event table: the demo's events (seed/demo-recruit-events.ts) taken out first.
  await t.database.db.delete(buriedPointEvent);
  // Recorded one after another, so the newest-first order is known.
  const events: [string, object][] = [
    [
      'admin',
      {
        eventCode: 'job.share',
        eventName: '分享职位',
        pagePath: '/recruit/job/list',
        params: { jobCode: 'J1' },
      },
    ],
    ['yunying01', { eventCode: 'course.view', eventName: '查看课程详情', params: { courseCode: 'K7' } }],
    ['hengda01', { eventCode: 'job.share', eventName: '分享职位', pagePath: '/recruit/job/list' }],
    ['yunfan01', { eventCode: 'resume.download', eventName: '下载简历' }],
  ];
  for (const [user, body] of events) expect((await record(user, body)).body.code).toBe(200);
  // One through a proxy with a browser's user agent.
  const res = await t.app.inject({
    method: 'POST',
    url: `/api${RECORD}`,
    headers: {
      authorization: t.token('hengda02'),
      'user-agent': 'Mozilla/5.0 (Windows NT 10.0) Chrome/126.0',
      'x-forwarded-for': '203.0.113.9',
    },
    payload: { eventCode: 'notice.open', eventName: '打开公告', pagePath: '/notice?annoCode=A1', params: {} },
  });
  expect(res.json().code).toBe(200);
});

describe('recording events', () => {
  it('stores the caller, time, address and browser with the event', async () => {
    const res = await list();
    expect(res.body.data.total).toBe(5);
    const [latest, , , , first] = res.body.data.records;
    expect(latest).toMatchObject({
      eventCode: 'notice.open',
      eventName: '打开公告',
      pagePath: '/notice?annoCode=A1',
      username: 'hengda02',
      realName: '孙晓燕',
      clientIp: '203.0.113.9',
      userAgent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/126.0',
    });
    expect(latest.eventTime).toMatch(TIME);
    expect(first).toMatchObject({ eventCode: 'job.share', username: 'admin', params: { jobCode: 'J1' } });
    expect(res.body.data.records.map((r: { id: number }) => r.id)).toEqual(
      [5, 4, 3, 2, 1].map((n) => first.id + n - 1),
    );
  });

  it('refuses bad events with Chinese messages and stores nothing', async () => {
    const before = await rowCount();
    const base = { eventCode: 'job.share', eventName: '分享职位' };
    const cases: [unknown, string][] = [
      [{ ...base, params: { blob: 'x'.repeat(EVENT_PARAMS_MAX_BYTES) } }, '事件参数不能超过4KB'],
      [{ ...base, params: ['a'] }, '事件参数必须是JSON对象'],
      [{ ...base, params: 'a=1' }, '事件参数必须是JSON对象'],
      [{ eventName: '分享职位' }, '请输入事件编码'],
      [{ ...base, eventCode: 12 }, '请输入事件编码'],
      [{ ...base, eventCode: '<script>' }, '事件编码只能包含字母、数字和 _ . : -'],
      [{ ...base, eventCode: 'a'.repeat(65) }, '事件编码最多64个字符'],
      [{ ...base, eventName: '名'.repeat(51) }, '事件名称最多50个字符'],
      [{ ...base, pagePath: 'p'.repeat(256) }, '页面路径最多255个字符'],
      [{ ...base, pagePath: 5 }, '页面路径必须是文本'],
    ];
    for (const [body, msg] of cases)
      expect((await record('yunying01', body)).body, msg).toMatchObject({ code: 400, msg });
    expect(await rowCount()).toBe(before);
  });

  it('needs a signed-in user', async () => {
    const res = await t.call('POST', RECORD, { body: { eventCode: 'a', eventName: 'b' } });
    expect(res.body.code).toBe(401);
  });
});

describe('the event list', () => {
  it('filters by exact code, part of the name, account and time range', async () => {
    const codes = async (body: Record<string, unknown>) =>
      (await list(body)).body.data.records.map(
        (r: { eventCode: string; username: string }) => `${r.eventCode}@${r.username}`,
      );
    expect(await codes({ eventCode: 'job.share' })).toEqual(['job.share@hengda01', 'job.share@admin']);
    expect(await codes({ eventCode: 'job' })).toEqual([]);
    expect(await codes({ eventName: '课程' })).toEqual(['course.view@yunying01']);
    expect(await codes({ eventName: '%' })).toEqual([]);
    expect(await codes({ username: 'yunfan01' })).toEqual(['resume.download@yunfan01']);
    const year = Number(formatApiTime(new Date())!.slice(0, 4));
    expect((await list({ beginTime: `${year + 1}-01-01 00:00:00` })).body.data.total).toBe(0);
    expect((await list({ endTime: `${year - 1}-12-31 23:59:59` })).body.data.total).toBe(0);
    expect(
      (await list({ beginTime: `${year - 1}-01-01 00:00:00`, endTime: `${year + 1}-01-01 00:00:00` })).body
        .data.total,
    ).toBe(5);
  });

  it('pages newest first', async () => {
    const page2 = await list({ pageNum: 2, pageSize: 2 });
    expect(page2.body.data.total).toBe(5);
    expect(page2.body.data.records.map((r: { eventCode: string }) => r.eventCode)).toEqual([
      'job.share',
      'course.view',
    ]);
  });

  it('refuses malformed filters', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ beginTime: '2026/05/01' }, '开始时间格式应为 YYYY-MM-DD HH:mm:ss'],
      [{ endTime: 20260501 }, '结束时间格式应为 YYYY-MM-DD HH:mm:ss'],
      [{ beginTime: '2026-05-02 00:00:00', endTime: '2026-05-01 00:00:00' }, '开始时间不能晚于结束时间'],
      [{ eventName: '名'.repeat(51) }, '事件名称最多50个字符'],
      [{ pageSize: 301 }, '每页条数最大为300'],
      [{ pageNum: 'abc' }, '页码必须是数字'],
    ];
    for (const [body, msg] of cases) expect((await list(body)).body, msg).toMatchObject({ code: 400, msg });
  });

  it('is for holders of buriedPoint:list only', async () => {
    expect((await list({}, 'yunying01')).body.code).toBe(403);
    expect((await list({}, 'hengda01')).body.code).toBe(403);
    expect((await t.call('POST', LIST, { body: {} })).body.code).toBe(401);
  });

  it('shows company staff holding the permission only their company users’ events', async () => {
    const db = t.database.db;
    const [role] = await db
      .insert(sysRole)
      .values({ roleCode: 'R_bp', roleKey: 'bp', roleName: '埋点查看' })
      .returning({ id: sysRole.id });
    await db.execute(
      sql`insert into sys_role_resource (role_id, resource_id) select ${role!.id}, id from sys_resource where perms in ('buriedPoint:list', 'plateform:system')`,
    );
    await db.execute(
      sql`insert into sys_user_role (user_id, role_id) select id, ${role!.id} from sys_user where username = 'hengda01'`,
    );
    // A write outside the request path reaches the node's session cache through its listener (auth-cache.ts).
    await t.app.authCache.sync();
    const res = await list({}, 'hengda01');
    expect(res.body.code).toBe(200);
    expect(res.body.data.records.map((r: { username: string }) => r.username)).toEqual([
      'hengda02',
      'hengda01',
    ]);
  });
});
