import { z } from 'zod';
import { StateHistoryItem } from '../cmpy/company.ts';
import { CreditCode } from '../common/licence-credit-code.ts';
import { CityCode, CountyCode, ProvinceCode } from '../common/region.ts';
import { pageOf, pageParams } from '../platform/envelope.ts';
import { defineRoute, perm } from '../platform/route.ts';
import { MOBILE_PATTERN } from '../recruit/station.ts';
import { FilingAttachment, FilingAttachments, FilingStatusCount, filingStatusFilter } from './filing.ts';

/** Skill organisations (技能机构, `/hrr/policy/skill/organ/*`), filed by operators. */
const P = '/hrr/policy/skill/organ';

export const organLimits = { nameMax: 50, personMax: 20, addressMax: 100, scopeMax: 8 } as const;
const L = organLimits;

export const ORGAN_MESSAGES = {
  notFound: '技能机构不存在',
  nameRequired: '请输入机构名称',
  nameTooLong: `机构名称最多${L.nameMax}个字符`,
  creditCodeTaken: '该统一社会信用代码已被其他技能机构使用',
  legalPersonRequired: '请输入法定代表人',
  contactRequired: '请输入联系人',
  phoneRequired: '请输入联系电话',
  phoneInvalid: '请输入正确的手机号',
  regionRequired: '请选择省市县',
  regionMissing: '所选地区不存在',
  addressRequired: '请输入详细地址',
  addressTooLong: `详细地址最多${L.addressMax}个字符`,
  scopeRequired: '请选择培训范围',
  scopeTooMany: `培训范围最多${L.scopeMax}个`,
  scopeMissing: '培训范围须为课程标签（技能），请重新选择',
} as const;
const M = ORGAN_MESSAGES;

export const BusinessCode = z
  .string({ error: '缺少机构编号' })
  .trim()
  .min(1, '缺少机构编号')
  .regex(/^[A-Za-z0-9_]{1,40}$/, '机构编号格式不正确');

const text = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

const coordinate = (limit: number, range: string) =>
  z.coerce
    .number({ error: '请选择坐标位置' })
    .refine((n) => Number.isFinite(n), '请选择坐标位置')
    .pipe(z.number().min(-limit, range).max(limit, range));

const organFields = {
  organName: text(M.nameRequired, L.nameMax, M.nameTooLong),
  /** Checked as the company licence's: GB 32100 charset, division digits and check character. */
  creditCode: CreditCode,
  legalPerson: text(M.legalPersonRequired, L.personMax, `法定代表人最多${L.personMax}个字符`),
  contactPerson: text(M.contactRequired, L.personMax, `联系人最多${L.personMax}个字符`),
  contactPhone: z
    .string({ error: M.phoneRequired })
    .trim()
    .min(1, M.phoneRequired)
    .regex(MOBILE_PATTERN, M.phoneInvalid),
  provinceCode: ProvinceCode,
  cityCode: CityCode,
  countyCode: CountyCode,
  address: text(M.addressRequired, L.addressMax, M.addressTooLong),
  /** GCJ-02, as the address picker gives it. */
  lng: coordinate(180, '经度应在-180到180之间'),
  lat: coordinate(90, '纬度应在-90到90之间'),
  /** Training scope: course labels (training labels of type 1 技能). */
  labelCodes: z
    .array(z.string().trim().min(1, M.scopeMissing).max(40, M.scopeMissing), { error: M.scopeRequired })
    .min(1, M.scopeRequired)
    .max(L.scopeMax, M.scopeTooMany),
  attachments: FilingAttachments,
};

const regionChainHolds = (b: { provinceCode: string; cityCode: string; countyCode: string }) =>
  b.cityCode.startsWith(b.provinceCode) && b.countyCode.startsWith(b.cityCode);

export const OrganAddBody = z
  .object(organFields)
  .refine(regionChainHolds, { message: M.regionRequired, path: ['countyCode'] });
export type OrganAddBody = z.input<typeof OrganAddBody>;
export const OrganEditBody = z
  .object({ businessCode: BusinessCode, ...organFields })
  .refine(regionChainHolds, { message: M.regionRequired, path: ['countyCode'] });
export type OrganEditBody = z.input<typeof OrganEditBody>;

/** The list's filters but the state (the tab): what the tab counts follow. */
export const OrganFilters = z.object({
  organName: z.string().trim().max(L.nameMax, M.nameTooLong).optional(),
  creditCode: z.string().trim().toUpperCase().max(18, '统一社会信用代码为18位').optional(),
});
export const OrganListQuery = OrganFilters.extend({ ...pageParams, status: filingStatusFilter });
export type OrganListQuery = z.input<typeof OrganListQuery>;

export const Organ = z.object({
  businessCode: z.string(),
  organName: z.string(),
  creditCode: z.string(),
  legalPerson: z.string(),
  contactPerson: z.string(),
  contactPhone: z.string(),
  provinceCode: z.string(),
  provinceName: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  countyCode: z.string(),
  countyName: z.string(),
  address: z.string(),
  lng: z.number(),
  lat: z.number(),
  labelCodes: z.array(z.string()),
  /** The scope's label names, in the order of labelCodes. */
  labelNames: z.array(z.string()),
  attachments: z.array(FilingAttachment),
  status: z.number(),
  statusName: z.string(),
  submitTime: z.string().nullable(),
  createTime: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type Organ = z.infer<typeof Organ>;
export const OrganInfo = Organ.extend({ history: z.array(StateHistoryItem) });
export type OrganInfo = z.infer<typeof OrganInfo>;

const byCode = z.object({ businessCode: BusinessCode });

export const skillOrganRoutes = {
  addOrgan: defineRoute({
    method: 'POST',
    path: `${P}/addOrgan`,
    summary: '新增技能机构（草稿）',
    access: perm('policy:organ:add'),
    changesData: true,
    body: OrganAddBody,
    response: z.object({ businessCode: z.string() }),
  }),
  editOrgan: defineRoute({
    method: 'POST',
    path: `${P}/editOrgan`,
    summary: '修改技能机构（仅草稿）',
    access: perm('policy:organ:edit'),
    changesData: true,
    body: OrganEditBody,
    response: z.null(),
  }),
  cancleItem: defineRoute({
    method: 'GET',
    path: `${P}/cancleItem/{businessCode}`,
    summary: '撤销已提交的技能机构备案',
    access: perm('policy:organ:cancel'),
    changesData: true,
    params: byCode,
    response: z.null(),
  }),
  getInfo: defineRoute({
    method: 'GET',
    path: `${P}/getInfo/{businessCode}`,
    summary: '技能机构详情与备案记录',
    access: perm('policy:organ:list'),
    changesData: false,
    params: byCode,
    response: OrganInfo,
  }),
  submit: defineRoute({
    method: 'GET',
    path: `${P}/submit/{businessCode}`,
    summary: '提交技能机构备案（草稿 → 已提交）',
    access: perm('policy:organ:submit'),
    changesData: true,
    params: byCode,
    response: z.null(),
  }),
  organList: defineRoute({
    method: 'GET',
    path: `${P}/organList`,
    summary: '技能机构分页列表（名称模糊、信用代码、状态）',
    access: perm('policy:organ:list'),
    changesData: false,
    query: OrganListQuery,
    response: pageOf(Organ),
  }),
  organCount: defineRoute({
    method: 'GET',
    path: `${P}/organCount`,
    summary: '各状态的技能机构数（列表页签：草稿、已提交、已撤销）：[{status, statusName, num}]',
    access: perm('policy:organ:list'),
    changesData: false,
    chosenPath: true,
    query: OrganFilters,
    response: z.array(FilingStatusCount),
  }),
  delItem: defineRoute({
    method: 'DELETE',
    path: `${P}/delItem/{businessCode}`,
    summary: '删除技能机构（仅草稿）',
    access: perm('policy:organ:remove'),
    changesData: true,
    params: byCode,
    response: z.null(),
  }),
};
