import { z } from 'zod';
import { CreditCode } from '../common/licence-credit-code.ts';
import { ObjectKey } from '../common/upload-rules.ts';
import { defineLifecycle } from '../platform/lifecycle.ts';

/** Company certification states (spec §4): 1 certified, 0 under review, 2 rejected. */
export const CompanyStatus = { checking: 0, certified: 1, rejected: 2 } as const;
export type CompanyStatus = (typeof CompanyStatus)[keyof typeof CompanyStatus];

/**
 * The certification lifecycle. `submit` (re)applies: a new company, or one under review or rejected, goes
 * to review; operators then pass it or reject it with a reason. A certified company does not reapply: an
 * operator corrects its data with `update`.
 */
export const companyLifecycle = defineLifecycle({
  entity: 'cmpy',
  states: { 0: '审核中', 1: '已认证', 2: '已驳回' },
  actions: {
    submit: { from: [0, 2], to: 0, permission: 'cmpy:submit', label: '提交认证', success: '提交成功' },
    pass: { from: [0], to: 1, permission: 'cmpy:approve', label: '审核通过', success: '操作成功' },
    reject: { from: [0], to: 2, permission: 'cmpy:approve', label: '驳回', success: '操作成功' },
  },
});
export type CompanyAction = keyof typeof companyLifecycle.actions;

/** The list's tabs in the spec's order, with the count field of /cmpy/cmpyCount each one shows. */
export const companyStatusTabs = [
  { key: CompanyStatus.certified, label: '已认证', countField: 'passCount' },
  { key: CompanyStatus.checking, label: '审核中', countField: 'checkCount' },
  { key: CompanyStatus.rejected, label: '已驳回', countField: 'rejectCount' },
] as const;

/** States in which company staff may still edit their own company's data (not once certified). */
export const STAFF_EDITABLE_COMPANY_STATES: readonly number[] = [
  CompanyStatus.checking,
  CompanyStatus.rejected,
];

/** Company picker (spec §9 and recruitment §7): /cmpy/list with cmpyType 10, 10 per page. */
export const COMPANY_PICKER = { cmpyType: 10, pageSize: 10 } as const;
/** The recruiting company type; the only type the console creates. */
export const RECRUIT_COMPANY_TYPE = 10;

export const companyMessages = {
  licenceRequired: '请上传营业执照',
  licenceUnknown: '营业执照图片不存在，请重新上传',
  rejectReasonRequired: '请输入驳回原因',
  notFound: '企业不存在',
  ownOnly: '只能操作本企业的信息',
  certifiedLocked: '企业已认证，信息不能修改',
  creditCodeTaken: '该统一社会信用代码已被其他企业使用',
  exportEmpty: '请先选择数据行',
} as const;

const text = (name: string, max: number) =>
  z
    .string({ error: `请输入${name}` })
    .trim()
    .min(1, `请输入${name}`)
    .max(max, `${name}最多${max}个字符`);

export const MobilePhone = z
  .string({ error: '请输入联系电话' })
  .trim()
  .regex(/^(?:\+?86)?1\d{10}$/, '手机号格式不正确');

/** A company code: letters, digits and underscores (also guards path-like input). */
export const CmpyCode = z
  .string({ error: '缺少企业编号' })
  .trim()
  .regex(/^[A-Za-z0-9_]{1,40}$/, '企业编号格式不正确');

const coordinate = (name: string, limit: number) =>
  z.coerce
    .number({ error: `${name}必须是数字` })
    .min(-limit, `${name}超出范围`)
    .max(limit, `${name}超出范围`);

/** What a company submits for certification (also what update edits). */
export const CompanyFields = z.object({
  cmpyName: text('企业名称', 100),
  creditCode: CreditCode,
  /** The licence image as stored by /backend-common/license/disBusiLicense. */
  licenceObjectKey: z
    .string({ error: companyMessages.licenceRequired })
    .trim()
    .min(1, companyMessages.licenceRequired)
    .pipe(ObjectKey),
  legalPerson: text('法定代表人', 30),
  contactName: text('联系人', 30),
  contactPhone: MobilePhone,
  provinceCode: text('省份', 12),
  provinceName: text('省份', 30),
  cityCode: text('城市', 12),
  cityName: text('城市', 30),
  countyCode: text('区县', 12),
  countyName: text('区县', 30),
  address: text('详细地址', 100),
  gcj02Lng: coordinate('经度', 180).nullable().optional(),
  gcj02Lat: coordinate('纬度', 90).nullable().optional(),
});
export type CompanyFields = z.infer<typeof CompanyFields>;

/** Submit: staff submit their own company; an operator without cmpyCode registers a new one. */
export const CompanySubmitBody = CompanyFields.extend({ cmpyCode: CmpyCode.optional() });
export const CompanyUpdateBody = CompanyFields.extend({ cmpyCode: CmpyCode });

export const CompanyApproveBody = z
  .object({
    cmpyCode: CmpyCode,
    status: z.union([z.literal(1), z.literal(2)], { error: '审核结果只能是1（通过）或2（驳回）' }),
    remark: z.string().trim().max(200, '驳回原因最多200个字符').optional(),
  })
  .refine((body) => body.status !== 2 || !!body.remark, {
    message: companyMessages.rejectReasonRequired,
    path: ['remark'],
  });

/** A company as lists and the detail show it; money in cents. */
export const CompanyRow = z.object({
  cmpyCode: z.string(),
  cmpyName: z.string(),
  cmpyType: z.number(),
  status: z.number(),
  statusName: z.string(),
  creditCode: z.string().nullable(),
  licenceObjectKey: z.string().nullable(),
  /** A signed URL of the licence image (expires). */
  licenceUrl: z.string().nullable(),
  legalPerson: z.string().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  provinceCode: z.string().nullable(),
  provinceName: z.string().nullable(),
  cityCode: z.string().nullable(),
  cityName: z.string().nullable(),
  countyCode: z.string().nullable(),
  countyName: z.string().nullable(),
  address: z.string().nullable(),
  gcj02Lng: z.number().nullable(),
  gcj02Lat: z.number().nullable(),
  bd09Lng: z.number().nullable(),
  bd09Lat: z.number().nullable(),
  /** Balance in cents. */
  balance: z.number(),
  /** The last reviewer's reason (rejection). */
  remark: z.string().nullable(),
  submitTime: z.string().nullable(),
  checkTime: z.string().nullable(),
  createTime: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type CompanyRow = z.infer<typeof CompanyRow>;

/** One line of a record's lifecycle history. */
export const StateHistoryItem = z.object({
  action: z.string(),
  actionName: z.string(),
  fromState: z.number().nullable(),
  toState: z.number(),
  operator: z.string().nullable(),
  remark: z.string().nullable(),
  time: z.string().nullable(),
});

/** The columns of /cmpy/export, in order (Chinese headers). */
export const companyExportColumns = [
  { header: '企业编号', key: 'cmpyCode', width: 22 },
  { header: '企业名称', key: 'cmpyName', width: 32 },
  { header: '统一社会信用代码', key: 'creditCode', width: 22 },
  { header: '法定代表人', key: 'legalPerson', width: 12 },
  { header: '联系人', key: 'contactName', width: 12 },
  { header: '联系电话', key: 'contactPhone', width: 14 },
  { header: '所在地区', key: 'region', width: 24 },
  { header: '详细地址', key: 'address', width: 36 },
  { header: '认证状态', key: 'statusName', width: 10 },
  { header: '余额（元）', key: 'balanceYuan', width: 12 },
  { header: '驳回原因', key: 'remark', width: 24 },
  { header: '提交时间', key: 'submitTime', width: 20 },
  { header: '审核时间', key: 'checkTime', width: 20 },
] as const;
export const COMPANY_EXPORT_FILE = '企业认证列表.xlsx';
/** At most this many selected rows per export. */
export const COMPANY_EXPORT_MAX = 1000;
