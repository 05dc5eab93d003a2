import { z } from 'zod';
import { CityCode, CountyCode, ProvinceCode, REGION_CODE_LENGTHS } from '../common/region.ts';
import { pageOf, pageParams } from '../platform/envelope.ts';
import { defineRoute, LOGGED_IN, perm } from '../platform/route.ts';
import { STATION_MESSAGES as M, MOBILE_PATTERN, STATION_TAB_STATES } from './station.ts';

const code = (required: string) => z.string({ error: required }).trim().min(1, required).max(40, required);
export const StationCode = code(M.stationRequired);

const optionalCode = (length: number, label: string) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${length}}$`), `${label}代码应为${length}位数字`)
    .nullable()
    .optional();

export const StationPhone = z
  .string({ error: M.phoneRequired })
  .trim()
  .min(1, M.phoneRequired)
  .regex(MOBILE_PATTERN, M.phoneInvalid);

const tabState = z.coerce
  .number({ error: '状态必须是数字' })
  .pipe(z.literal(STATION_TAB_STATES, { error: '状态只能是1运行中、0待审核、3审核驳回' }));

const fields = {
  applyName: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(50, M.nameTooLong),
  contactPerson: z
    .string({ error: M.contactRequired })
    .trim()
    .min(1, M.contactRequired)
    .max(25, M.contactTooLong),
  contactPhone: StationPhone,
  provinceCode: ProvinceCode,
  cityCode: CityCode,
  countyCode: CountyCode,
  streetCode: optionalCode(REGION_CODE_LENGTHS[4], '街道（乡镇）'),
  committeeCode: optionalCode(REGION_CODE_LENGTHS[5], '村（居）委会'),
  address: z.string({ error: M.addressRequired }).trim().min(1, M.addressRequired).max(100, M.addressTooLong),
  /** GCJ-02, as the address picker gives it. */
  lng: z
    .number({ error: M.coordinateRequired })
    .min(-180, '经度应在-180到180之间')
    .max(180, '经度应在-180到180之间'),
  lat: z
    .number({ error: M.coordinateRequired })
    .min(-90, '纬度应在-90到90之间')
    .max(90, '纬度应在-90到90之间'),
  /** The company running the station (operators only; staff always apply for their own company). */
  cmpyCode: z.string().trim().max(40, '企业编号过长').nullable().optional(),
};

interface RegionCodes {
  provinceCode: string;
  cityCode: string;
  countyCode: string;
  streetCode?: string | null | undefined;
  committeeCode?: string | null | undefined;
}

/** Each level's code must lie inside the level above it. */
function checkRegionChain(b: RegionCodes, ctx: z.RefinementCtx) {
  if (!b.cityCode.startsWith(b.provinceCode) || !b.countyCode.startsWith(b.cityCode))
    ctx.addIssue({ code: 'custom', message: M.regionRequired, path: ['countyCode'] });
  if (b.streetCode && !b.streetCode.startsWith(b.countyCode))
    ctx.addIssue({ code: 'custom', message: '街道（乡镇）不属于所选区县', path: ['streetCode'] });
  if (b.committeeCode && !(b.streetCode && b.committeeCode.startsWith(b.streetCode)))
    ctx.addIssue({ code: 'custom', message: '村（居）委会不属于所选街道', path: ['committeeCode'] });
}

export const StationAddBody = z.object(fields).superRefine(checkRegionChain);
export type StationAddBody = z.input<typeof StationAddBody>;
export const StationEditBody = z
  .object({ stationCode: StationCode, ...fields })
  .superRefine(checkRegionChain);
export type StationEditBody = z.input<typeof StationEditBody>;

export const StationCheckBody = z
  .object({
    stationCode: StationCode,
    approveState: z.coerce
      .number({ error: M.checkStateInvalid })
      .pipe(z.literal([1, 3], { error: M.checkStateInvalid })),
    approveRemark: z.string().trim().max(200, M.rejectRemarkTooLong).optional(),
  })
  .refine((b) => b.approveState !== 3 || !!b.approveRemark, {
    message: M.rejectRemarkRequired,
    path: ['approveRemark'],
  });
export type StationCheckBody = z.input<typeof StationCheckBody>;

const filters = {
  approveState: tabState.default(1),
  applyName: z.string().trim().max(50, M.nameTooLong).optional(),
  contactPhone: z.string().trim().max(11, '联系电话不能超过11位').optional(),
};
export const StationListBody = z.object({ ...pageParams, ...filters });
export type StationListBody = z.input<typeof StationListBody>;
export const StationExportBody = z.object({
  ...filters,
  /** The rows chosen on the page; none: every row of the tab and filters. */
  stationCodes: z.array(StationCode).max(1000, '一次最多导出1000条').optional(),
});
export type StationExportBody = z.input<typeof StationExportBody>;

export const Station = z.object({
  stationCode: z.string(),
  /** The station as an option elsewhere (spec §3): applyCode is the station code, applyName its name. */
  applyCode: z.string(),
  applyName: z.string(),
  contactPerson: z.string(),
  contactPhone: z.string(),
  provinceCode: z.string(),
  provinceName: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  countyCode: z.string(),
  countyName: z.string(),
  streetCode: z.string().nullable(),
  streetName: z.string().nullable(),
  committeeCode: z.string().nullable(),
  committeeName: z.string().nullable(),
  address: z.string(),
  lng: z.number(),
  lat: z.number(),
  approveState: z.number(),
  approveStateName: z.string(),
  approveRemark: z.string().nullable(),
  cmpyCode: z.string().nullable(),
  cmpyName: z.string().nullable(),
  createTime: z.string().nullable(),
  updateTime: z.string().nullable(),
  checkTime: z.string().nullable(),
});
export type Station = z.infer<typeof Station>;

export const StationHistoryEntry = z.object({
  action: z.string(),
  actionName: z.string(),
  fromState: z.number().nullable(),
  toState: z.number(),
  userName: z.string().nullable(),
  remark: z.string().nullable(),
  createTime: z.string().nullable(),
});
export const StationInfo = Station.extend({ history: z.array(StationHistoryEntry) });
export type StationInfo = z.infer<typeof StationInfo>;

export const StationOption = z.object({ applyCode: z.string(), applyName: z.string() });
export type StationOption = z.infer<typeof StationOption>;

export const StationStateCount = z.object({ approveState: z.number(), num: z.number() });

export const JoinStationQuery = z.object({
  stationCode: StationCode,
  /** The resume tab the applicant is on (application state). */
  statues: z.coerce
    .number({ error: '状态必须是数字' })
    .int('状态必须是整数')
    .min(0, '状态不正确')
    .max(11, '状态不正确'),
  jobCode: code('缺少职位编号'),
  usrCode: code('缺少用户编号'),
  applyCode: code('缺少报名编号'),
});

const stationCodeQuery = z.object({ stationCode: StationCode });

export const stationRoutes = {
  queryPageStation: defineRoute({
    method: 'POST',
    path: '/recruit/station/queryPageStation',
    summary: '服务站分页列表（approveState 页签，pageSize 10）',
    access: perm('station:list'),
    changesData: false,
    body: StationListBody,
    response: pageOf(Station),
    chosenPath: true,
  }),
  countNumByApproveState: defineRoute({
    method: 'GET',
    path: '/recruit/station/countNumByApproveState',
    summary: '各页签服务站数量（1运行中、0待审核、3审核驳回）',
    access: perm('station:list'),
    changesData: false,
    response: z.array(StationStateCount),
  }),
  addStation: defineRoute({
    method: 'POST',
    path: '/recruit/station/addStation',
    summary: '新增服务站（待审核）',
    access: perm('station:add'),
    changesData: true,
    body: StationAddBody,
    response: z.object({ stationCode: z.string() }),
  }),
  editStation: defineRoute({
    method: 'POST',
    path: '/recruit/station/editStation',
    summary: '修改服务站（重新进入待审核）',
    access: perm('station:edit'),
    changesData: true,
    body: StationEditBody,
    response: z.null(),
  }),
  checkStation: defineRoute({
    method: 'POST',
    path: '/recruit/station/checkStation',
    summary: '审核服务站（1通过、3驳回并填写原因）',
    access: perm('station:check'),
    changesData: true,
    body: StationCheckBody,
    response: z.null(),
  }),
  getStationInfo: defineRoute({
    method: 'GET',
    path: '/recruit/station/getStationInfo',
    summary: '服务站详情与审核记录',
    access: perm('station:list'),
    changesData: false,
    query: stationCodeQuery,
    response: StationInfo,
  }),
  deleteStationByStationNo: defineRoute({
    method: 'GET',
    path: '/recruit/station/deleteStationByStationNo',
    summary: '删除服务站（逻辑删除；运行中的不能删除）',
    access: perm('station:remove'),
    changesData: true,
    query: stationCodeQuery,
    response: z.null(),
  }),
  validatedPhone: defineRoute({
    method: 'GET',
    path: '/recruit/station/validatedPhone',
    summary: '校验联系电话：大陆手机号且未被其他服务站使用（编辑时传本站编号）',
    access: perm('station:list'),
    changesData: false,
    query: z.object({ contactPhone: StationPhone, stationCode: StationCode.optional() }),
    response: z.boolean(),
  }),
  export: defineRoute({
    method: 'POST',
    path: '/recruit/station/export',
    summary: '导出服务站（当前页签与筛选，或所选行）',
    access: perm('station:export'),
    changesData: false,
    body: StationExportBody,
    response: z.null(),
    file: true,
  }),
  getBDStationList: defineRoute({
    method: 'GET',
    path: '/recruit/station/getBDStationList',
    summary: '业务拓展选择用的运行中服务站（按名称搜索，最多50条）',
    access: LOGGED_IN,
    changesData: false,
    query: z.object({ applyName: z.string().trim().max(50, M.nameTooLong).optional() }),
    response: z.array(StationOption),
  }),
  getActivitiStationList: defineRoute({
    method: 'GET',
    path: '/recruit/station/getActivitiStationList',
    summary: '可选服务站（运行中）分页，供活动与加入服务站选择',
    access: LOGGED_IN,
    changesData: false,
    query: z.object({ ...pageParams, applyName: z.string().trim().max(50, M.nameTooLong).optional() }),
    response: pageOf(StationOption),
  }),
  jobjoinStation: defineRoute({
    method: 'GET',
    path: '/recruit/station/jobjoinStation',
    summary: '报名者加入服务站（服务站须运行中）',
    access: perm('recruit:joinStation'),
    changesData: true,
    query: JoinStationQuery,
    response: z.null(),
  }),
  getShowJoinStationFlag: defineRoute({
    method: 'GET',
    path: '/recruit/station/getShowJoinStationFlag',
    summary: '是否显示加入服务站按钮（"1" 显示）',
    access: LOGGED_IN,
    changesData: false,
    query: z.object({ jobCode: code('缺少职位编号') }),
    response: z.enum(['0', '1']),
  }),
};
