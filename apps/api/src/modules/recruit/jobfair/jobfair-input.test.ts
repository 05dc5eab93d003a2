import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { fairInput, grantCompanyStaff, jobfairKit } from './jobfair-test-kit.ts';

const t = useTestApp({ loginAs: ['admin', 'yunying01', 'hengda01', 'yunfan01'] });
const k = jobfairKit(t);
let poster = '';

beforeAll(async () => {
  poster = await k.poster('yunying01', 21);
});

/** Expects the save to be refused with `msg` and to have changed nothing. */
const refusedSave = async (user: string, body: unknown, code: number, msg: string) => {
  const before = await k.snapshot();
  const res = await k.save(user, body);
  expect(res.body).toMatchObject({ code, msg });
  expect(await k.snapshot()).toEqual(before);
};

describe('job fair: bad input changes nothing', () => {
  it('refuses missing and malformed fields with Chinese messages', async () => {
    await refusedSave('yunying01', fairInput(poster, { jobfairName: '' }), 400, '请输入招聘会名称');
    await refusedSave(
      'yunying01',
      fairInput(poster, { jobfairType: 9 }),
      400,
      '招聘会类型只能是1综合招聘会、2专场招聘会、3网络招聘会、4校园招聘会',
    );
    await refusedSave('yunying01', fairInput(''), 400, '请上传招聘会海报');
    await refusedSave(
      'yunying01',
      fairInput(poster, { endTime: '2026-02-28 09:00:00' }),
      400,
      '结束时间必须晚于开始时间',
    );
    await refusedSave('yunying01', fairInput(poster, { lat: 'north' }), 400, '请选择坐标位置');
    await refusedSave('yunying01', fairInput(poster, { address: ' ' }), 400, '请输入详细地址');
    await refusedSave('yunying01', fairInput(poster, { streetCode: '' }), 400, '请选择街道（乡镇）');
  });

  it('checks the region codes against the region table', async () => {
    const missing = { streetCode: '410184999', committeeCode: '' };
    await refusedSave('yunying01', fairInput(poster, missing), 400, '所选地区不存在');
    const elsewhere = { committeeCode: '410184002001' };
    await refusedSave(
      'yunying01',
      fairInput(poster, elsewhere),
      400,
      '所选省、市、区县、街道、社区不属于同一地区',
    );
    const ok = await k.save('yunying01', fairInput(poster, { committeeCode: '' }));
    expect(ok.body.code).toBe(200);
    const detail = (await k.detail('yunying01', ok.body.data.jobfairCode)).body.data;
    expect(detail).toMatchObject({ streetName: '新建路街道', committeeCode: null, committeeName: null });
  });

  it('refuses a poster that is unknown or failed review', async () => {
    await refusedSave('yunying01', fairInput('M_nothing'), 400, '海报图片不存在，请重新上传');
    const bad = await k.poster('yunying01', 22);
    const audit = await t.call('POST', '/backend-common/material/auditMaterial', {
      token: t.token('admin'),
      body: { materialCode: bad, applyState: 2, reason: '图片模糊' },
    });
    expect(audit.body.code).toBe(200);
    await refusedSave('yunying01', fairInput(bad), 400, '海报图片未审核通过，请重新上传');
  });

  it('refuses bad approval and online inputs', async () => {
    const before = await k.snapshot();
    expect((await k.post('yunying01', 'toApproveInfo', { jobfairCode: 'x', approveState: 0 })).body.msg).toBe(
      '审核结果只能是1审核通过或2审核驳回',
    );
    expect((await k.post('yunying01', 'toOnlineInfo', { jobfairCode: 'x', onlineState: 3 })).body.msg).toBe(
      '上线状态只能是0下线或1上线',
    );
    expect((await k.list('yunying01', { onlineState: 7 })).body.msg).toBe('上线状态只能是0未上线、1已上线');
    expect(await k.snapshot()).toEqual(before);
  });
});

describe('job fair: who may do what', () => {
  it('refuses company staff without job fair permissions', async () => {
    expect((await k.list('hengda01')).body.code).toBe(403);
    expect((await k.save('hengda01', fairInput(poster))).body.code).toBe(403);
  });

  it('keeps company staff to their own fairs and remembers their venues', async () => {
    await grantCompanyStaff(t, ['jobfair:list', 'jobfair:add', 'jobfair:edit']);
    const own = await k.poster('hengda01', 23);
    const saved = await k.save(
      'hengda01',
      fairInput(own, { jobfairName: '恒达机械专场招聘会', jobfairType: 2 }),
    );
    expect(saved.body.code).toBe(200);
    const code = saved.body.data.jobfairCode as string;
    expect((await k.detail('hengda01', code)).body.data.cmpyCode).toBe('C_HENGDA');
    const listed = await k.list('hengda01');
    expect(listed.body.data.records.map((r: { jobfairName: string }) => r.jobfairName)).toEqual([
      '恒达机械专场招聘会',
      // The company's demo fair (seed/demo-recruit-events.ts), pending review too.
      '恒达机械2026届高校毕业生校园招聘会',
    ]);
    expect(await k.counts('hengda01')).toEqual({ all: 2, '0': 2, '1': 0, '2': 0, '3': 0 });
    const history = await t.call('GET', '/cmpy/cmpy-history-address/queryCmpyHistoryAddr', {
      token: t.token('hengda01'),
      query: { pageNum: '1', pageSize: '3', type: '3' },
    });
    expect(history.body.data.records).toEqual([
      expect.objectContaining({ type: 3, countyName: '新郑市', address: '人民路88号人力资源市场一楼' }),
    ]);
    // Another company's staff does not see it; an operator's fair is not theirs either.
    expect((await k.detail('yunfan01', code)).body).toMatchObject({ code: 404, msg: '招聘会不存在' });
    const platformFair = (await k.list('yunying01')).body.data.records.find(
      (r: { cmpyCode: string | null }) => r.cmpyCode === null,
    );
    expect((await k.detail('hengda01', platformFair.jobfairCode)).body.code).toBe(404);
    // A platform poster is usable by staff only if it is the platform's or their own.
    const theirs = await k.poster('yunfan01', 24);
    expect((await k.save('hengda01', fairInput(theirs))).body.msg).toBe('海报图片不存在，请重新上传');
  });

  it('lets only reviewers approve and only removers delete', async () => {
    const code = (await k.list('hengda01')).body.data.records[0].jobfairCode as string;
    const before = await k.snapshot();
    expect((await k.approve('hengda01', code, 1)).body.code).toBe(403);
    expect((await k.remove('hengda01', code)).body.code).toBe(403);
    expect((await k.online('hengda01', code, 1)).body).toMatchObject({
      code: 400,
      msg: '当前状态为“待审核”，不能上线',
    });
    expect(await k.snapshot()).toEqual(before);
    expect((await k.approve('yunying01', code, 1)).body.code).toBe(200);
    expect((await k.online('hengda01', code, 1)).body).toMatchObject({ code: 200, msg: '操作成功' });
  });
});
