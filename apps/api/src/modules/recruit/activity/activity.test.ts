import { formatApiTime } from '@hr/contract';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { activity } from './tables.ts';

const t = useTestApp({ loginAs: ['admin', 'yunying01', 'hengda01'] });
const BASE = '/recruit/station/activity';
const DAY = 24 * 3600 * 1000;
const at = (offsetMs: number) => formatApiTime(new Date(Date.now() + offsetMs))!;

const draft = (overrides: Record<string, unknown> = {}) => ({
  activityName: '春风行动专场招聘会',
  type: 0,
  beginTime: at(2 * DAY),
  endTime: at(5 * DAY),
  activityBudget: 1_000_000,
  perReward: 5_000,
  stationCode: 'S001',
  cmpyCodes: ['C_HENGDA', 'C_YUNFAN'],
  activityDesc: '面向返乡务工人员',
  ...overrides,
});

const as = (user: string) => t.token(user);
const get = (path: string, query: Record<string, string>, user = 'yunying01') =>
  t.call('GET', `${BASE}/${path}`, { token: as(user), query });
const post = (path: string, body: unknown, user = 'yunying01') =>
  t.call('POST', `${BASE}/${path}`, { token: as(user), body });

async function create(overrides: Record<string, unknown> = {}) {
  const res = await post('addActivity', draft(overrides));
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data.activityCode as string;
}
const info = async (activityCode: string, type = '0') =>
  (await get('queryActivityInfo', { activityCode, type })).body.data;
const counts = async () => (await post('queryStateCount', undefined)).body.data;
/** The activity row and its history: what a refused request must leave as it was. */
const snapshot = async (activityCode: string) => {
  const rows = await t.database.db.select().from(activity).where(eq(activity.activityCode, activityCode));
  const history = await t.database.db.execute(
    sql`select count(*)::int as n from state_change where entity = 'activity' and code = ${activityCode}`,
  );
  return JSON.stringify([rows, (history as unknown as { rows: unknown[] }).rows]);
};
const act = (path: string, activityCode: string, extra: Record<string, string> = {}, user = 'yunying01') =>
  get(path, { activityCode, ...extra }, user);

describe('activity lifecycle through the API', () => {
  it('runs an activity from creation through settlement, recording who and when', async () => {
    const before = await counts();
    const code = await create();
    expect((await info(code)).status).toBe(1);
    expect((await counts())['0']).toBe(before['0'] + 1);

    expect((await act('auditActivity', code, { result: 'reject' })).body.msg).toBe('请填写驳回原因');
    expect((await act('auditActivity', code, { result: 'reject', reason: '预算过高' })).body.code).toBe(200);
    expect(await info(code)).toMatchObject({ status: 2, auditReason: '预算过高' });

    expect(
      (await post('editActivity', { ...draft({ activityBudget: 800_000 }), activityCode: code })).body.code,
    ).toBe(200);
    expect(await info(code)).toMatchObject({ status: 1, auditReason: null, activityBudget: 800_000 });

    expect((await act('auditActivity', code, { result: 'pass' }, 'admin')).body.code).toBe(200);
    expect((await info(code)).status).toBe(0);
    expect((await act('stopActivity', code)).body.code).toBe(200);
    expect((await info(code)).status).toBe(4);

    expect((await act('submitSettleActivity', code, { settleAmount: '900000' })).body.msg).toBe(
      '结算金额不能超过活动预算',
    );
    expect((await act('submitSettleActivity', code, { settleAmount: '750000' })).body.code).toBe(200);
    expect(await info(code)).toMatchObject({ status: 5, settleAmount: 750_000 });
    expect((await act('agreeSettleActivity', code)).body.code).toBe(200);
    expect((await act('settleActivity', code)).body.code).toBe(200);
    const done = await info(code);
    expect(done).toMatchObject({ status: 6, settleUser: '王丽' });
    expect(done.settleTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await act('settleActivity', code)).body.msg).toBe('该活动已结算');

    expect(done.history.map((h: { action: string; toState: number }) => [h.action, h.toState])).toEqual([
      ['create', 1],
      ['reject', 2],
      ['edit', 1],
      ['pass', 0],
      ['stop', 4],
      ['submitSettle', 5],
      ['agreeSettle', 6],
      ['settle', 6],
    ]);
    expect(done.history[1]).toMatchObject({ userName: '王丽', remark: '预算过高' });
    expect(done.history[3].userName).toBe('系统管理员');
  });

  it('refuses every action outside its states and changes nothing', async () => {
    const code = await create();
    const refused: [string, Record<string, string>, string][] = [
      ['stopActivity', {}, '当前状态为“审核中”，不能停止活动'],
      ['submitSettleActivity', { settleAmount: '1' }, '当前状态为“审核中”，不能提交结算'],
      ['agreeSettleActivity', {}, '当前状态为“审核中”，不能同意结算'],
      ['settleActivity', {}, '当前状态为“审核中”，不能结算'],
    ];
    const before = await snapshot(code);
    for (const [path, extra, msg] of refused) {
      const res = await act(path, code, extra);
      expect([res.body.code, res.body.msg]).toEqual([400, msg]);
    }
    await act('auditActivity', code, { result: 'pass' });
    await act('stopActivity', code);
    const stopped = await snapshot(code);
    for (const [path, extra] of [
      ['auditActivity', { result: 'pass' }],
      ['stopActivity', {}],
      ['agreeSettleActivity', {}],
      ['deleteActivity', {}],
    ] as const) {
      expect((await act(path, code, extra)).body.code).toBe(400);
    }
    const edit = await post('editActivity', { ...draft(), activityCode: code });
    expect(edit.body.msg).toBe('当前状态为“待结算”，不能编辑');
    expect(await snapshot(code)).toBe(stopped);
    expect(before).not.toBe(stopped);
  });

  it('refuses bad input with a Chinese message and changes nothing', async () => {
    const code = await create();
    const before = await snapshot(code);
    const total = (await counts())['0'];
    for (const [body, msg] of [
      [draft({ activityBudget: -100 }), '活动预算不能为负数'],
      [draft({ perReward: 10.5 }), '每人奖励必须是整数（单位：分）'],
      [draft({ type: 3 }), '活动类型只能是0招聘活动、1培训活动'],
      [draft({ cmpyCodes: ['C_NOBODY'] }), '企业不存在：C_NOBODY'],
      [draft({ beginTime: at(-3 * DAY), endTime: at(-DAY) }), '结束时间必须晚于当前时间'],
    ] as const) {
      expect((await post('addActivity', body)).body).toMatchObject({ code: 400, msg });
      expect((await post('editActivity', { ...body, activityCode: code })).body).toMatchObject({
        code: 400,
        msg,
      });
    }
    expect((await act('submitSettleActivity', code, { settleAmount: '-5' })).body.code).toBe(400);
    expect((await act('submitSettleActivity', code, { settleAmount: '1.5' })).body.code).toBe(400);
    const unknownTab = await post('queryPageActivity', { status: 5 });
    expect(unknownTab.body).toMatchObject({
      code: 400,
      msg: '活动状态只能是0待开始、3进行中、4待结算、6已结束',
    });
    expect(await snapshot(code)).toBe(before);
    expect((await counts())['0']).toBe(total);
  });

  it('lets only permission holders act', async () => {
    const code = await create();
    expect((await act('auditActivity', code, { result: 'pass' }, 'hengda01')).body.code).toBe(403);
    expect((await post('queryPageActivity', {}, 'hengda01')).body.code).toBe(403);
    expect((await info(code)).status).toBe(1);
  });
});

describe('the clock and the tabs', () => {
  it('starts an approved activity at its begin time and ends it at its end time', async () => {
    const code = await create({ beginTime: at(-DAY), endTime: at(DAY) });
    await act('auditActivity', code, { result: 'pass' });
    const page = await post('queryPageActivity', { status: 3, pageSize: 100 });
    expect(page.body.data.records.map((r: { activityCode: string }) => r.activityCode)).toContain(code);
    expect((await info(code)).status).toBe(3);
    expect((await act('deleteActivity', code)).body.msg).toBe('当前状态为“进行中”，不能删除');
    await t.database.db
      .update(activity)
      .set({ endTime: new Date(Date.now() - 1000) })
      .where(eq(activity.activityCode, code));
    const ended = await info(code);
    expect(ended.status).toBe(4);
    expect(
      ended.history.slice(-2).map((h: { action: string; userName: null }) => [h.action, h.userName]),
    ).toEqual([
      ['start', null],
      ['finish', null],
    ]);
  });

  it('lists a tab with its grouped states and counts that match the lists', async () => {
    const rejected = await create({ activityName: '驳回的活动' });
    await act('auditActivity', rejected, { result: 'reject', reason: '信息不全' });
    const tabs = await counts();
    for (const status of [0, 3, 4, 6]) {
      const page = await post('queryPageActivity', { status, pageSize: 1 });
      expect(page.body.data.total, `tab ${status}`).toBe(tabs[String(status)]);
    }
    const pending = await post('queryPageActivity', { status: 0, activityName: '驳回', pageSize: 10 });
    expect(pending.body.data.records[0]).toMatchObject({ activityCode: rejected, status: 2, cmpyCount: 2 });
  });

  it('deletes an activity that has not started', async () => {
    const code = await create();
    expect((await act('deleteActivity', code)).body.code).toBe(200);
    expect((await get('queryActivityInfo', { activityCode: code, type: '0' })).body.code).toBe(404);
  });
});

describe('activity details and exports', () => {
  it('gives the detail only for its type and lists its companies', async () => {
    const code = await create({ type: 1, activityName: '电工技能培训活动' });
    expect((await get('queryActivityInfo', { activityCode: code, type: '0' })).body.code).toBe(404);
    expect((await info(code, '1')).cmpyList.map((c: { cmpyName: string }) => c.cmpyName)).toEqual([
      '新郑市恒达机械制造有限公司',
      '郑州云帆物流有限公司',
    ]);
    const companies = await get('getAllCmpyByCode', { activityCode: code });
    expect(companies.body.data).toHaveLength(2);
    const options = await get('queryCmpyOptions', { cmpyName: '云帆' });
    expect(options.body.data).toEqual([{ cmpyCode: 'C_YUNFAN', cmpyName: '郑州云帆物流有限公司' }]);
  });

  it('exports the recruitment information as xlsx with Chinese headers', async () => {
    const code = await create({ activityName: '导出测试招聘会' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api${BASE}/exportRecruitInfos?activityCode=${code}`,
      headers: { authorization: as('yunying01') },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('导出测试招聘会-招聘信息.xlsx')}`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('招聘信息')!;
    expect(sheet.getRow(1).values).toContain('企业名称');
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(10).value).toBe('新郑市恒达机械制造有限公司');
    expect(sheet.getRow(2).getCell(8).value).toBe('50.00');
    const wrong = await act('exportTrainInfos', code);
    expect(wrong.body).toMatchObject({ code: 400, msg: '该活动不是培训活动' });
  });
});
