import { describe, expect, it } from 'vitest';
import { actionsFrom, canApply, refusedMessage } from '../platform/lifecycle.ts';
import { permissionAreas } from '../system/resource-tree.ts';
import { StationAddBody, StationCheckBody, stationRoutes } from './station.routes.ts';
import { MOBILE_PATTERN, STATION_TABS, StationState, stationLifecycle } from './station.ts';

const validStation = {
  applyName: '新郑市龙湖服务站',
  contactPerson: '张三',
  contactPhone: '13800138000',
  provinceCode: '41',
  cityCode: '4101',
  countyCode: '410184',
  address: '龙湖镇中华北路1号',
  lng: 113.7,
  lat: 34.5,
};

describe('station lifecycle (spec platform §2, §4)', () => {
  it('has the spec tabs in order: 1 running, 0 pending review, 3 review rejected', () => {
    expect(STATION_TABS.map((tab) => [tab.key, tab.label])).toEqual([
      [1, '运行中'],
      [0, '待审核'],
      [3, '审核驳回'],
    ]);
    expect(stationLifecycle.states).toEqual({ 0: '待审核', 1: '运行中', 3: '审核驳回', 9: '已删除' });
  });

  it('states each action line by line', () => {
    expect(stationLifecycle.actions).toEqual({
      pass: { from: [0], to: 1, permission: 'station:check', label: '审核通过', success: '操作成功' },
      reject: { from: [0], to: 3, permission: 'station:check', label: '审核驳回', success: '操作成功' },
      edit: { from: [0, 1, 3], to: 0, permission: 'station:edit', label: '修改', success: '更新成功' },
      remove: { from: [0, 3], to: 9, permission: 'station:remove', label: '删除', success: '删除成功' },
    });
  });

  it('offers the buttons of each state', () => {
    expect(actionsFrom(stationLifecycle, StationState.pending)).toEqual(['pass', 'reject', 'edit', 'remove']);
    expect(actionsFrom(stationLifecycle, StationState.running)).toEqual(['edit']);
    expect(actionsFrom(stationLifecycle, StationState.rejected)).toEqual(['edit', 'remove']);
    expect(actionsFrom(stationLifecycle, StationState.deleted)).toEqual([]);
  });

  it('refuses approving twice and deleting a running station, in Chinese', () => {
    expect(canApply(stationLifecycle, 'pass', StationState.running)).toBe(false);
    expect(refusedMessage(stationLifecycle, 'pass', 1)).toBe('当前状态为“运行中”，不能审核通过');
    expect(refusedMessage(stationLifecycle, 'remove', 1)).toBe('当前状态为“运行中”，不能删除');
  });

  it('uses permission codes of the resource tree', () => {
    const codes = new Set(permissionAreas.keys());
    for (const action of Object.values(stationLifecycle.actions)) expect(codes).toContain(action.permission);
    for (const route of Object.values(stationRoutes)) {
      if (route.access.kind === 'perm') expect(codes).toContain(route.access.code);
    }
  });
});

describe('station rules', () => {
  it('accepts mainland mobile numbers only', () => {
    expect(MOBILE_PATTERN.test('13800138000')).toBe(true);
    expect(MOBILE_PATTERN.test('12800138000')).toBe(false);
    expect(MOBILE_PATTERN.test('0371-1234567')).toBe(false);
    expect(MOBILE_PATTERN.test('1380013800')).toBe(false);
  });

  it('validates the station form with the spec messages', () => {
    expect(StationAddBody.safeParse(validStation).success).toBe(true);
    const issue = (input: object) => StationAddBody.safeParse(input).error?.issues[0]?.message;
    expect(issue({ ...validStation, applyName: ' ' })).toBe('请输入服务站名称');
    expect(issue({ ...validStation, contactPhone: '123' })).toBe('请输入正确的手机号');
    expect(issue({ ...validStation, address: '' })).toBe('请输入详细地址');
    expect(issue({ ...validStation, lng: undefined })).toBe('请选择坐标位置');
    expect(issue({ ...validStation, cityCode: '4201', countyCode: '420101' })).toBe('请选择省市县');
    expect(issue({ ...validStation, streetCode: '420101001' })).toBe('街道（乡镇）不属于所选区县');
    expect(issue({ ...validStation, committeeCode: '410184001001' })).toBe('村（居）委会不属于所选街道');
  });

  it('needs a reason to reject and allows only pass or reject', () => {
    const issue = (input: object) => StationCheckBody.safeParse(input).error?.issues[0]?.message;
    expect(issue({ stationCode: 'S1', approveState: 3 })).toBe('请输入驳回原因');
    expect(issue({ stationCode: 'S1', approveState: 0 })).toBe('审核结果只能是1通过或3驳回');
    expect(StationCheckBody.safeParse({ stationCode: 'S1', approveState: '1' }).success).toBe(true);
  });
});
