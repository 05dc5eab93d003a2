import { z } from 'zod';
import { pageOf, pageParams } from '../platform/envelope.ts';
import { defineRoute, LOGGED_IN, perm } from '../platform/route.ts';
import {
  CmpyCode,
  COMPANY_EXPORT_MAX,
  CompanyApproveBody,
  CompanyRow,
  CompanySubmitBody,
  CompanyUpdateBody,
  companyMessages,
  StateHistoryItem,
} from './company.ts';

const keyword = (name: string) => z.string().trim().max(50, `${name}最多50个字符`).optional();
const smallCode = (name: string, allowed: readonly number[]) =>
  z.coerce
    .number({ error: `${name}必须是数字` })
    .int(`${name}必须是整数`)
    .refine((value) => allowed.includes(value), `${name}只能是${allowed.join('、')}`)
    .optional();

/** Filters shared by the list, its counts and the export. */
const companyFilters = {
  cmpyName: keyword('企业名称'),
  creditCode: keyword('统一社会信用代码'),
  cmpyType: smallCode('企业类型', [10]),
};

export const CompanyCounts = z.object({
  passCount: z.number(),
  checkCount: z.number(),
  rejectCount: z.number(),
});
export type CompanyCounts = z.infer<typeof CompanyCounts>;

export const CompanyDetail = CompanyRow.extend({ history: z.array(StateHistoryItem) });
export type CompanyDetail = z.infer<typeof CompanyDetail>;

export const CompanyOption = z.object({ cmpyCode: z.string(), cmpyName: z.string() });
export type CompanyOption = z.infer<typeof CompanyOption>;

export const CompanyListQuery = z.object({
  ...pageParams,
  ...companyFilters,
  status: smallCode('认证状态', [0, 1, 2]),
});
export type CompanyListQuery = z.input<typeof CompanyListQuery>;

export const companyRoutes = {
  submit: defineRoute({
    method: 'POST',
    path: '/cmpy/submit',
    summary: '提交企业认证（企业人员为本企业（重新）申请；运营不带 cmpyCode 时新增企业），状态变为审核中',
    access: perm('cmpy:submit'),
    changesData: true,
    body: CompanySubmitBody,
    response: CompanyRow,
  }),
  update: defineRoute({
    method: 'POST',
    path: '/cmpy/update',
    summary: '修改企业信息（不改变认证状态；企业人员仅在未认证时可改本企业）',
    access: perm('cmpy:update'),
    changesData: true,
    body: CompanyUpdateBody,
    response: CompanyRow,
  }),
  approve: defineRoute({
    method: 'POST',
    path: '/cmpy/approve',
    summary: '审核企业认证：status 1 通过，2 驳回（须填驳回原因 remark）',
    access: perm('cmpy:approve'),
    changesData: true,
    body: CompanyApproveBody,
    response: CompanyRow,
  }),
  info: defineRoute({
    method: 'GET',
    path: '/cmpy/info',
    summary: '企业详情（含认证记录）',
    access: perm('cmpy:list'),
    changesData: false,
    query: z.object({ cmpyCode: CmpyCode }),
    response: CompanyDetail,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/cmpy/list',
    summary: '企业分页列表（认证状态 status：1 已认证，0 审核中，2 已驳回；企业选择器 cmpyType 10）',
    access: perm('cmpy:list'),
    changesData: false,
    query: CompanyListQuery,
    response: pageOf(CompanyRow),
  }),
  cmpyCount: defineRoute({
    method: 'GET',
    path: '/cmpy/cmpyCount',
    summary: '各认证状态的企业数：passCount 已认证，checkCount 审核中，rejectCount 已驳回',
    access: perm('cmpy:list'),
    changesData: false,
    query: z.object(companyFilters),
    response: CompanyCounts,
  }),
  yjList: defineRoute({
    method: 'GET',
    path: '/cmpy/yjList',
    summary: '已认证企业选项（cmpyCode、cmpyName，按名称，最多50个；企业人员仅本企业）',
    access: LOGGED_IN,
    changesData: false,
    query: z.object({ cmpyName: keyword('企业名称') }),
    response: z.array(CompanyOption),
  }),
  getCmpylist: defineRoute({
    method: 'GET',
    path: '/cmpy/getCmpylist',
    summary: '已认证企业分页列表（source 固定为 2 的客户端使用，只含公开信息）',
    access: LOGGED_IN,
    changesData: false,
    query: z.object({
      ...pageParams,
      source: z.enum(['2'], { error: 'source只能是2' }).default('2'),
      cmpyName: keyword('企业名称'),
    }),
    response: pageOf(
      CompanyOption.extend({
        provinceName: z.string().nullable(),
        cityName: z.string().nullable(),
        countyName: z.string().nullable(),
        address: z.string().nullable(),
      }),
    ),
  }),
  export: defineRoute({
    method: 'POST',
    path: '/cmpy/export',
    summary: '导出所选企业（xlsx）',
    access: perm('cmpy:export'),
    changesData: false,
    body: z.object({
      cmpyCodes: z
        .array(CmpyCode, { error: companyMessages.exportEmpty })
        .min(1, companyMessages.exportEmpty)
        .max(COMPANY_EXPORT_MAX, `一次最多导出${COMPANY_EXPORT_MAX}条`),
    }),
    response: z.null(),
    file: true,
  }),
};
