import { z } from 'zod';
import { CityCode, CountyCode, ProvinceCode, REGION_CODE_LENGTHS, StreetCode } from '../common/region.ts';
import { pageOf, pageParams } from '../platform/envelope.ts';
import { defineRoute, perm } from '../platform/route.ts';
import { parseApiTime } from '../platform/time.ts';
import {
  JOBFAIR_ADDRESS_MAX,
  JOBFAIR_NAME_MAX,
  JOBFAIR_REMARK_MAX,
  JOBFAIR_TYPES,
  jobfairMessages,
} from './jobfair.ts';

const PATH = '/hrbd-enterprise/jobfairsInfo';

const blank = (value: unknown) => (value === '' || value === null ? undefined : value);
const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blank, schema.optional());

const jobfairCode = z
  .string({ error: '缺少招聘会编号' })
  .trim()
  .min(1, '缺少招聘会编号')
  .max(40, '招聘会编号不合法');

const jobfairTypeSchema = z.coerce
  .number({ error: '请选择招聘会类型' })
  .pipe(
    z.literal(JOBFAIR_TYPES, { error: '招聘会类型只能是1综合招聘会、2专场招聘会、3网络招聘会、4校园招聘会' }),
  );

const stateFilter = (values: readonly number[], message: string) =>
  optional(z.coerce.number({ error: message }).pipe(z.literal(values, { error: message })));

const apiTime = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .trim()
    .min(1, `请选择${label}`)
    .refine((text) => parseApiTime(text) !== null, `${label}格式应为 YYYY-MM-DD HH:mm:ss`);

/** A coordinate; null or blank is missing (never 0). */
const coordinate = (limit: number, range: string) =>
  z.preprocess(
    blank,
    z.coerce
      .number({ error: '请选择坐标位置' })
      .refine((n) => Number.isFinite(n), '请选择坐标位置')
      .pipe(z.number().min(-limit, range).max(limit, range)),
  );

const CommitteeCode = z
  .string({ error: '请选择社区（村）' })
  .trim()
  .regex(new RegExp(`^\\d{${REGION_CODE_LENGTHS[5]}}$`), `社区（村）代码应为${REGION_CODE_LENGTHS[5]}位数字`);

/** Each code continues the one above it (410184001 under 410184 under 4101 under 41). */
const chainHolds = (codes: (string | undefined)[]) =>
  codes.every((code, i) => i === 0 || !code || code.startsWith(codes[i - 1] ?? ''));

export const JobfairSaveBody = z
  .object({
    /** Present: edit this fair (back to review); absent: add one. */
    jobfairCode: optional(jobfairCode),
    jobfairName: z
      .string({ error: '请输入招聘会名称' })
      .trim()
      .min(1, '请输入招聘会名称')
      .max(JOBFAIR_NAME_MAX, `招聘会名称最多${JOBFAIR_NAME_MAX}个字符`),
    jobfairType: jobfairTypeSchema,
    beginTime: apiTime('开始时间'),
    endTime: apiTime('结束时间'),
    /** The poster: an image of the material library (ImageUpload holds it by materialCode). */
    posterCode: z
      .string({ error: '请上传招聘会海报' })
      .trim()
      .min(1, '请上传招聘会海报')
      .max(40, jobfairMessages.posterMissing),
    provinceCode: ProvinceCode,
    cityCode: CityCode,
    countyCode: CountyCode,
    streetCode: StreetCode,
    /** Optional fifth level. */
    committeeCode: optional(CommitteeCode),
    address: z
      .string({ error: '请输入详细地址' })
      .trim()
      .min(1, '请输入详细地址')
      .max(JOBFAIR_ADDRESS_MAX, `详细地址最多${JOBFAIR_ADDRESS_MAX}个字符`),
    /** GCJ-02, as the address picker gives them. */
    lng: coordinate(180, '经度应在-180到180之间'),
    lat: coordinate(90, '纬度应在-90到90之间'),
  })
  .refine((b) => parseApiTime(b.endTime)! > parseApiTime(b.beginTime)!, {
    message: jobfairMessages.endBeforeBegin,
    path: ['endTime'],
  })
  .refine((b) => chainHolds([b.provinceCode, b.cityCode, b.countyCode, b.streetCode, b.committeeCode]), {
    message: jobfairMessages.regionChain,
    path: ['streetCode'],
  });
export type JobfairSaveBody = z.input<typeof JobfairSaveBody>;

const filters = {
  jobfairName: optional(z.string().trim().max(JOBFAIR_NAME_MAX, `招聘会名称最多${JOBFAIR_NAME_MAX}个字符`)),
  jobfairType: optional(jobfairTypeSchema),
};

export const JobfairListBody = z.object({
  ...pageParams,
  ...filters,
  approveState: stateFilter([0, 1, 2], '审核状态只能是0待审核、1审核通过、2审核驳回'),
  onlineState: stateFilter([0, 1], '上线状态只能是0未上线、1已上线'),
});

export const Jobfair = z.object({
  jobfairCode: z.string(),
  jobfairName: z.string(),
  jobfairType: z.number(),
  jobfairTypeName: z.string(),
  beginTime: z.string(),
  endTime: z.string(),
  /** A fresh signed URL of the poster. */
  posterUrl: z.string().nullable(),
  posterCode: z.string(),
  address: z.string(),
  provinceCode: z.string(),
  provinceName: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  countyCode: z.string(),
  countyName: z.string(),
  streetCode: z.string(),
  streetName: z.string(),
  committeeCode: z.string().nullable(),
  committeeName: z.string().nullable(),
  lng: z.number(),
  lat: z.number(),
  onlineState: z.number(),
  onlineStateName: z.string(),
  approveState: z.number(),
  approveStateName: z.string(),
  approveRemark: z.string().nullable(),
  /** The lifecycle state (0 待审核, 1 待上线, 2 审核驳回, 3 已上线) the buttons follow. */
  state: z.number(),
  stateName: z.string(),
  /** The company holding it; null for the platform's own fairs. */
  cmpyCode: z.string().nullable(),
  createTime: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type Jobfair = z.infer<typeof Jobfair>;

export const JobfairHistoryItem = z.object({
  action: z.string(),
  actionName: z.string(),
  fromStateName: z.string().nullable(),
  toStateName: z.string(),
  operator: z.string().nullable(),
  remark: z.string().nullable(),
  time: z.string().nullable(),
});
export type JobfairHistoryItem = z.infer<typeof JobfairHistoryItem>;

export const JobfairDetail = Jobfair.extend({ history: z.array(JobfairHistoryItem) });
export type JobfairDetail = z.infer<typeof JobfairDetail>;

/** Counts for the tabs: 'all' and each live state. */
export const JobfairCounts = z.object({
  all: z.number(),
  '0': z.number(),
  '1': z.number(),
  '2': z.number(),
  '3': z.number(),
});
export type JobfairCounts = z.infer<typeof JobfairCounts>;

const ById = z.object({ id: jobfairCode });

export const JobfairApproveBody = z
  .object({
    jobfairCode,
    approveState: z.coerce
      .number({ error: '请选择审核结果' })
      .pipe(z.literal([1, 2], { error: '审核结果只能是1审核通过或2审核驳回' })),
    approveRemark: optional(
      z.string().trim().max(JOBFAIR_REMARK_MAX, `审核意见最多${JOBFAIR_REMARK_MAX}个字符`),
    ),
  })
  .refine((b) => b.approveState !== 2 || !!b.approveRemark, {
    message: jobfairMessages.rejectReason,
    path: ['approveRemark'],
  });

export const JobfairOnlineBody = z.object({
  jobfairCode,
  onlineState: z.coerce
    .number({ error: '请选择上线状态' })
    .pipe(z.literal([0, 1], { error: '上线状态只能是0下线或1上线' })),
});

export const jobfairRoutes = {
  selectPageList: defineRoute({
    method: 'POST',
    path: `${PATH}/selectPageList`,
    summary: '招聘会分页列表（名称模糊、类型、审核状态、上线状态），新建的在前',
    access: perm('jobfair:list'),
    changesData: false,
    body: JobfairListBody,
    response: pageOf(Jobfair),
  }),
  selectStateCount: defineRoute({
    method: 'POST',
    path: `${PATH}/selectStateCount`,
    summary: '招聘会各状态数量（页签：全部、待审核、待上线、已上线、审核驳回），与列表同样按名称、类型筛选',
    access: perm('jobfair:list'),
    changesData: false,
    chosenPath: true,
    body: z.object(filters),
    response: JobfairCounts,
  }),
  toSaveInfo: defineRoute({
    method: 'POST',
    path: `${PATH}/toSaveInfo`,
    summary:
      '新增（无 jobfairCode，需 jobfair:add）或修改（需 jobfair:edit；已上线的须先下线，修改后重新待审核）招聘会；地区名称由服务端按代码填写',
    access: perm('jobfair:list'),
    changesData: true,
    body: JobfairSaveBody,
    response: z.object({ jobfairCode: z.string() }),
  }),
  getInfoById: defineRoute({
    method: 'GET',
    path: `${PATH}/getInfoById`,
    summary: '招聘会详情（id 为 jobfairCode），含状态变更记录',
    access: perm('jobfair:list'),
    changesData: false,
    query: ById,
    response: JobfairDetail,
  }),
  toDeleteInfo: defineRoute({
    method: 'DELETE',
    path: `${PATH}/toDeleteInfo`,
    summary: '删除招聘会（id 为 jobfairCode；已上线的不能删除；软删除）',
    access: perm('jobfair:remove'),
    changesData: true,
    query: ById,
    response: z.null(),
  }),
  toApproveInfo: defineRoute({
    method: 'POST',
    path: `${PATH}/toApproveInfo`,
    summary: '审核招聘会：approveState 1 通过、2 驳回（须填 approveRemark）；只能审核待审核的',
    access: perm('jobfair:approve'),
    changesData: true,
    chosenPath: true,
    body: JobfairApproveBody,
    response: z.null(),
  }),
  toOnlineInfo: defineRoute({
    method: 'POST',
    path: `${PATH}/toOnlineInfo`,
    summary: '招聘会上线（onlineState 1，只能是审核通过的）或下线（onlineState 0）',
    access: perm('jobfair:edit'),
    changesData: true,
    chosenPath: true,
    body: JobfairOnlineBody,
    response: z.null(),
  }),
};
