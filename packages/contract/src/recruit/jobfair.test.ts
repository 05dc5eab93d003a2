import { describe, expect, it } from 'vitest';
import { actionsFrom, refusedMessage } from '../platform/lifecycle.ts';
import { JobfairApproveBody, JobfairListBody, JobfairSaveBody } from './jobfair.routes.ts';
import {
  approveStateOf,
  jobfairApproveStateNames,
  jobfairLifecycle,
  jobfairOnlineStateNames,
  jobfairStatesMatching,
  jobfairTabs,
  jobfairTypeNames,
  onlineStateOf,
} from './jobfair.ts';

describe('job fair lifecycle table', () => {
  it('has the four live states and the soft delete', () => {
    expect(jobfairLifecycle.entity).toBe('jobfair');
    expect(jobfairLifecycle.states).toEqual({
      0: '待审核',
      1: '待上线',
      2: '审核驳回',
      3: '已上线',
      9: '已删除',
    });
  });

  it('lists every action with its states, permission and message', () => {
    expect(jobfairLifecycle.actions).toEqual({
      edit: { from: [0, 1, 2], to: 0, permission: 'jobfair:edit', label: '编辑', success: '更新成功' },
      pass: { from: [0], to: 1, permission: 'jobfair:approve', label: '审核通过', success: '操作成功' },
      reject: { from: [0], to: 2, permission: 'jobfair:approve', label: '审核驳回', success: '操作成功' },
      online: { from: [1], to: 3, permission: 'jobfair:edit', label: '上线', success: '上线成功' },
      offline: { from: [3], to: 1, permission: 'jobfair:edit', label: '下线', success: '下线成功' },
      remove: { from: [0, 1, 2], to: 9, permission: 'jobfair:remove', label: '删除', success: '删除成功' },
    });
  });

  it('gives each state its buttons', () => {
    expect(actionsFrom(jobfairLifecycle, 0)).toEqual(['edit', 'pass', 'reject', 'remove']);
    expect(actionsFrom(jobfairLifecycle, 1)).toEqual(['edit', 'online', 'remove']);
    expect(actionsFrom(jobfairLifecycle, 2)).toEqual(['edit', 'remove']);
    expect(actionsFrom(jobfairLifecycle, 3)).toEqual(['offline']);
    expect(actionsFrom(jobfairLifecycle, 9)).toEqual([]);
  });

  it('explains refusals', () => {
    expect(refusedMessage(jobfairLifecycle, 'remove', 3)).toBe('当前状态为“已上线”，不能删除');
    expect(refusedMessage(jobfairLifecycle, 'online', 0)).toBe('当前状态为“待审核”，不能上线');
  });

  it('derives approveState and onlineState from the state', () => {
    expect([0, 1, 2, 3].map(approveStateOf)).toEqual([0, 1, 2, 1]);
    expect([0, 1, 2, 3].map(onlineStateOf)).toEqual([0, 0, 0, 1]);
    expect(jobfairApproveStateNames).toEqual({ 0: '待审核', 1: '审核通过', 2: '审核驳回' });
    expect(jobfairOnlineStateNames).toEqual({ 0: '未上线', 1: '已上线' });
    expect(jobfairTypeNames).toEqual({ 1: '综合招聘会', 2: '专场招聘会', 3: '网络招聘会', 4: '校园招聘会' });
  });

  it('maps the filters and tabs to states', () => {
    expect(jobfairStatesMatching({})).toEqual([0, 1, 2, 3]);
    expect(jobfairStatesMatching({ approveState: 1 })).toEqual([1, 3]);
    expect(jobfairStatesMatching({ onlineState: 0 })).toEqual([0, 1, 2]);
    expect(jobfairTabs.map((tab) => [tab.key, jobfairStatesMatching(tab.filter)])).toEqual([
      ['all', [0, 1, 2, 3]],
      ['0', [0]],
      ['1', [1]],
      ['3', [3]],
      ['2', [2]],
    ]);
  });
});

const valid = {
  jobfairName: '2026新郑市春季综合招聘会',
  jobfairType: '1',
  beginTime: '2026-03-01 09:00:00',
  endTime: '2026-03-01 17:00:00',
  posterCode: 'M0123',
  provinceCode: '41',
  cityCode: '4101',
  countyCode: '410184',
  streetCode: '410184001',
  committeeCode: '410184001001',
  address: '人民路88号人力资源市场',
  lng: '113.7338',
  lat: 34.3958,
};
const firstMessage = (input: object) => JobfairSaveBody.safeParse(input).error?.issues[0]?.message;

describe('job fair save body', () => {
  it('accepts a complete fair and coerces numbers', () => {
    const parsed = JobfairSaveBody.parse({ ...valid, committeeCode: '' });
    expect(parsed).toMatchObject({ jobfairType: 1, lng: 113.7338, committeeCode: undefined });
  });

  it('names each missing or wrong field in Chinese', () => {
    expect(firstMessage({ ...valid, jobfairName: ' ' })).toBe('请输入招聘会名称');
    expect(firstMessage({ ...valid, jobfairType: '7' })).toBe(
      '招聘会类型只能是1综合招聘会、2专场招聘会、3网络招聘会、4校园招聘会',
    );
    expect(firstMessage({ ...valid, posterCode: '' })).toBe('请上传招聘会海报');
    expect(firstMessage({ ...valid, beginTime: '3月1日' })).toBe('开始时间格式应为 YYYY-MM-DD HH:mm:ss');
    expect(firstMessage({ ...valid, endTime: '2026-03-01 08:00:00' })).toBe('结束时间必须晚于开始时间');
    expect(firstMessage({ ...valid, address: '' })).toBe('请输入详细地址');
    expect(firstMessage({ ...valid, lng: undefined })).toBe('请选择坐标位置');
    expect(firstMessage({ ...valid, lat: '95' })).toBe('纬度应在-90到90之间');
    expect(firstMessage({ ...valid, streetCode: '410102001' })).toBe(
      '所选省、市、区县、街道、社区不属于同一地区',
    );
  });

  it('checks the list and approval inputs', () => {
    expect(JobfairListBody.parse({ approveState: '', onlineState: '1' })).toMatchObject({
      pageNum: 1,
      pageSize: 10,
      onlineState: 1,
    });
    expect(JobfairListBody.safeParse({ approveState: 5 }).error?.issues[0]?.message).toBe(
      '审核状态只能是0待审核、1审核通过、2审核驳回',
    );
    expect(
      JobfairApproveBody.safeParse({ jobfairCode: 'J1', approveState: 2 }).error?.issues[0]?.message,
    ).toBe('请输入驳回原因');
    expect(JobfairApproveBody.parse({ jobfairCode: 'J1', approveState: '1' }).approveState).toBe(1);
  });
});
