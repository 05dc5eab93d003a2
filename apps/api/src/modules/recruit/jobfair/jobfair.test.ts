import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { fairInput, jobfairKit } from './jobfair-test-kit.ts';

const t = useTestApp({ loginAs: ['admin', 'yunying01', 'yunying02'] });
const k = jobfairKit(t);
let poster = '';

beforeAll(async () => {
  poster = await k.poster('yunying01', 11);
});

/** Adds a fair as yunying01 and returns its code. */
const addFair = async (extra: Record<string, unknown> = {}) => {
  const res = await k.save('yunying01', fairInput(poster, extra));
  expect(res.body).toMatchObject({ code: 200 });
  return res.body.data.jobfairCode as string;
};

/** Expects the request to be refused with `msg` and to have changed nothing. */
const refused = async (
  request: () => Promise<{ body: { code: number; msg: string } }>,
  code: number,
  msg: string,
) => {
  const before = await k.snapshot();
  const res = await request();
  expect(res.body).toMatchObject({ code, msg });
  expect(await k.snapshot()).toEqual(before);
};

describe('job fair: publish (create, approve, online)', () => {
  it('creates a pending fair with region names from the region table and a signed poster URL', async () => {
    const code = await addFair();
    const { body } = await k.detail('yunying01', code);
    expect(body.data).toMatchObject({
      jobfairCode: code,
      jobfairName: '2026新郑市春季综合招聘会',
      jobfairType: 1,
      jobfairTypeName: '综合招聘会',
      beginTime: '2026-03-01 09:00:00',
      endTime: '2026-03-01 17:00:00',
      posterCode: poster,
      provinceName: '河南省',
      cityName: '郑州市',
      countyName: '新郑市',
      streetName: '新建路街道',
      committeeName: '北街社区居委会',
      address: '人民路88号人力资源市场一楼',
      lng: 113.7338,
      lat: 34.3958,
      approveState: 0,
      approveStateName: '待审核',
      onlineState: 0,
      onlineStateName: '未上线',
      approveRemark: null,
      state: 0,
      cmpyCode: null,
    });
    expect(body.data.posterUrl).toMatch(/^\/api\/backend-common\/fileManage\/object\?objectKey=.+&sign=/);
    expect(body.data.history).toEqual([
      expect.objectContaining({
        action: 'create',
        actionName: '新增',
        toStateName: '待审核',
        operator: '王丽',
      }),
    ]);
    const image = await t.app.inject({ method: 'GET', url: body.data.posterUrl });
    expect(image.statusCode).toBe(200);
  });

  it('approves, puts online and takes offline, counting every state, recording who and when', async () => {
    const code = await addFair({ jobfairName: '郑州高校毕业生校园招聘会', jobfairType: 4 });
    const start = await k.counts('yunying01');
    expect((await k.approve('yunying02', code, 1, '材料齐全')).body).toMatchObject({
      code: 200,
      msg: '操作成功',
    });
    expect(await k.counts('yunying01')).toMatchObject({ '0': start['0'] - 1, '1': start['1'] + 1 });
    expect((await k.online('yunying01', code, 1)).body).toMatchObject({ code: 200 });
    const online = await k.counts('yunying01');
    expect(online).toMatchObject({ '1': start['1'], '3': start['3'] + 1, all: start.all });
    const listed = await k.list('yunying01', { onlineState: 1 });
    expect(listed.body.data.records.map((r: { jobfairCode: string }) => r.jobfairCode)).toContain(code);
    const detail = (await k.detail('admin', code)).body.data;
    expect(detail).toMatchObject({ approveState: 1, approveStateName: '审核通过', onlineState: 1 });
    expect(detail).toMatchObject({
      onlineStateName: '已上线',
      approveRemark: '材料齐全',
      stateName: '已上线',
    });
    expect(
      detail.history.map((h: { actionName: string; operator: string }) => [h.actionName, h.operator]),
    ).toEqual([
      ['新增', '王丽'],
      ['审核通过', '赵建国'],
      ['上线', '王丽'],
    ]);
    expect(detail.history[1]).toMatchObject({
      fromStateName: '待审核',
      toStateName: '待上线',
      remark: '材料齐全',
    });
    expect(detail.history[2].time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await k.online('yunying01', code, 0)).body).toMatchObject({ code: 200 });
    expect((await k.detail('admin', code)).body.data).toMatchObject({ state: 1, onlineStateName: '未上线' });
  });

  it('rejects with a reason, and an edit sends the fair back to review', async () => {
    const code = await addFair({ jobfairName: '专场招聘会（制造业）', jobfairType: 2 });
    await refused(() => k.approve('yunying02', code, 2), 400, '请输入驳回原因');
    expect((await k.approve('yunying02', code, 2, '海报信息不全')).body).toMatchObject({ code: 200 });
    expect((await k.detail('admin', code)).body.data).toMatchObject({
      approveState: 2,
      approveStateName: '审核驳回',
      approveRemark: '海报信息不全',
    });
    const edited = await k.save(
      'yunying01',
      fairInput(poster, { jobfairCode: code, jobfairName: '专场招聘会（制造业）第二场' }),
    );
    expect(edited.body).toMatchObject({ code: 200, data: { jobfairCode: code } });
    const after = (await k.detail('admin', code)).body.data;
    expect(after).toMatchObject({
      state: 0,
      approveState: 0,
      approveRemark: null,
      jobfairName: '专场招聘会（制造业）第二场',
    });
    expect(after.history.at(-1)).toMatchObject({
      actionName: '编辑',
      fromStateName: '审核驳回',
      toStateName: '待审核',
    });
  });

  it('refuses every action its state does not allow and changes nothing', async () => {
    const code = await addFair({ jobfairName: '网络招聘会', jobfairType: 3 });
    await refused(() => k.online('yunying01', code, 1), 400, '当前状态为“待审核”，不能上线');
    await refused(() => k.online('yunying01', code, 0), 400, '当前状态为“待审核”，不能下线');
    await k.approve('yunying02', code, 1);
    await refused(() => k.approve('yunying02', code, 1), 400, '当前状态为“待上线”，不能审核通过');
    await refused(() => k.approve('yunying02', code, 2, '重复'), 400, '当前状态为“待上线”，不能审核驳回');
    await k.online('yunying01', code, 1);
    await refused(() => k.online('yunying01', code, 1), 400, '当前状态为“已上线”，不能上线');
    await refused(() => k.remove('yunying01', code), 400, '当前状态为“已上线”，不能删除');
    await refused(
      () => k.save('yunying01', fairInput(poster, { jobfairCode: code })),
      400,
      '当前状态为“已上线”，不能编辑',
    );
    await refused(() => k.approve('yunying02', 'JFnone', 1), 404, '招聘会不存在');
  });

  it('soft-deletes a fair that is not online', async () => {
    const code = await addFair({ jobfairName: '待删除的招聘会' });
    const before = await k.counts('yunying01');
    expect((await k.remove('yunying01', code)).body).toMatchObject({ code: 200 });
    expect(await k.counts('yunying01')).toMatchObject({ all: before.all - 1, '0': before['0'] - 1 });
    expect((await k.detail('yunying01', code)).body).toMatchObject({ code: 404, msg: '招聘会不存在' });
    await refused(() => k.remove('yunying01', code), 404, '招聘会不存在');
    const { fairs } = await k.snapshot();
    expect(fairs.find((f) => f.jobfairCode === code)?.state).toBe(9);
  });

  it('filters the list by name, type and tab, newest first', async () => {
    const all = await k.list('yunying01', { pageSize: 100 });
    expect(all.body.data.total).toBe((await k.counts('yunying01')).all);
    const byName = await k.list('yunying01', { jobfairName: '校园' });
    expect(byName.body.data.records.map((r: { jobfairName: string }) => r.jobfairName)).toEqual([
      '郑州高校毕业生校园招聘会',
      // The demo's (seed/demo-recruit-events.ts), created earlier.
      '恒达机械2026届高校毕业生校园招聘会',
    ]);
    const byType = await k.list('yunying01', { jobfairType: 3 });
    expect(byType.body.data.records.every((r: { jobfairType: number }) => r.jobfairType === 3)).toBe(true);
    const pending = await k.list('yunying01', { approveState: 0 });
    expect(pending.body.data.records.every((r: { approveState: number }) => r.approveState === 0)).toBe(true);
    const names = all.body.data.records.map((r: { jobfairName: string }) => r.jobfairName);
    expect(names[0]).toBe('网络招聘会');
  });
});
