import { defineLifecycle } from '../platform/lifecycle.ts';

/**
 * Service station (服务站): an application to run a station, reviewed by operators (spec platform §2, §4).
 * Tabs by approveState: 1 running, 0 pending review, 3 review rejected. State 9 is a soft delete (no tab).
 */
export const StationState = { pending: 0, running: 1, rejected: 3, deleted: 9 } as const;
export type StationState = (typeof StationState)[keyof typeof StationState];

export const stationLifecycle = defineLifecycle({
  entity: 'station',
  states: { 0: '待审核', 1: '运行中', 3: '审核驳回', 9: '已删除' },
  actions: {
    /** checkStation with approveState 1. */
    pass: { from: [0], to: 1, permission: 'station:check', label: '审核通过', success: '操作成功' },
    /** checkStation with approveState 3 (a reason is required). */
    reject: { from: [0], to: 3, permission: 'station:check', label: '审核驳回', success: '操作成功' },
    /** editStation: any change (also of a running station) goes back to review. */
    edit: { from: [0, 1, 3], to: 0, permission: 'station:edit', label: '修改', success: '更新成功' },
    /** deleteStationByStationNo: a running station must not vanish under its members. */
    remove: { from: [0, 3], to: 9, permission: 'station:remove', label: '删除', success: '删除成功' },
  },
});
export type StationAction = keyof typeof stationLifecycle.actions;

/** The list's tabs in the spec's order, default the first (running). */
export const STATION_TABS = [
  { key: 1, label: '运行中' },
  { key: 0, label: '待审核' },
  { key: 3, label: '审核驳回' },
] as const;
export const STATION_TAB_STATES = STATION_TABS.map((tab) => tab.key);
export type StationTabState = (typeof STATION_TAB_STATES)[number];

/** Spec §9: the station list (and the join-station select) pages by 10. */
export const STATION_PAGE_SIZE = 10;
/** Options of the business-development selector: at most this many running stations per search. */
export const STATION_OPTION_LIMIT = 50;

/** Mainland mobile number: 11 digits starting 13–19. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

export const STATION_MESSAGES = {
  nameRequired: '请输入服务站名称',
  nameTooLong: '服务站名称不能超过50个字符',
  nameTaken: '服务站名称已存在',
  contactRequired: '请输入联系人',
  contactTooLong: '联系人不能超过25个字符',
  phoneRequired: '请输入联系电话',
  phoneInvalid: '请输入正确的手机号',
  phoneTaken: '该手机号已被其他服务站使用',
  regionRequired: '请选择省市县',
  addressRequired: '请输入详细地址',
  addressTooLong: '详细地址不能超过100个字符',
  coordinateRequired: '请选择坐标位置',
  stationRequired: '请选择服务站',
  rejectRemarkRequired: '请输入驳回原因',
  rejectRemarkTooLong: '驳回原因不能超过200个字符',
  checkStateInvalid: '审核结果只能是1通过或3驳回',
  notFound: '服务站不存在',
  notRunning: '该服务站未在运行，不能加入',
  companyMissing: '企业不存在',
  exportFileName: '服务站列表.xlsx',
} as const;

/** The xlsx columns of the export, in order. */
export const STATION_EXPORT_COLUMNS = [
  { header: '服务站编号', key: 'stationCode', width: 22 },
  { header: '服务站名称', key: 'applyName', width: 30 },
  { header: '联系人', key: 'contactPerson', width: 12 },
  { header: '联系电话', key: 'contactPhone', width: 14 },
  { header: '所在地区', key: 'regionName', width: 40 },
  { header: '详细地址', key: 'address', width: 40 },
  { header: '状态', key: 'approveStateName', width: 10 },
  { header: '驳回原因', key: 'approveRemark', width: 30 },
  { header: '创建时间', key: 'createTime', width: 20 },
] as const;

/** getShowJoinStationFlag answers '1' (show 加入服务站) or '0' (spec recruitment §4). */
export const JoinStationFlag = { show: '1', hide: '0' } as const;
