import { z } from 'zod';
import { StateHistoryItem } from '../cmpy/company.ts';
import { pageOf, pageParams } from '../platform/envelope.ts';
import { defineRoute, perm } from '../platform/route.ts';
import { htmlHasContent } from '../train/online-course.ts';
import { FilingAttachment, FilingAttachments, FilingStatusCount, filingStatusFilter } from './filing.ts';
import { BusinessCode } from './skill-organ.routes.ts';

/** Promulgation filings (公示备案, `/hrr/policy/skill/promulgation/*`) of a skill organisation. */
const P = '/hrr/policy/skill/promulgation';

export const promulgationLimits = { titleMax: 60, contentMax: 20000 } as const;
const L = promulgationLimits;

export const PROMULGATION_MESSAGES = {
  notFound: '公示备案不存在',
  titleRequired: '请输入公示标题',
  titleTooLong: `公示标题最多${L.titleMax}个字符`,
  contentRequired: '请输入公示内容',
  contentTooLong: `公示内容最多${L.contentMax}个字符`,
  organRequired: '请选择技能机构',
  organNotFiled: '所选技能机构不存在或尚未提交备案',
} as const;
const M = PROMULGATION_MESSAGES;

export const PromulgationId = z.coerce
  .number({ error: '缺少公示ID' })
  .int('公示ID不合法')
  .positive('公示ID不合法')
  .max(2_147_483_647, '公示ID不合法');

const fields = {
  title: z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(L.titleMax, M.titleTooLong),
  /** Rich text (HTML), sanitised by the server. */
  content: z
    .string({ error: M.contentRequired })
    .max(L.contentMax, M.contentTooLong)
    .refine(htmlHasContent, M.contentRequired),
  attachments: FilingAttachments,
  /** The skill organisation it belongs to: one that is filed (submitted). */
  businessCode: z.string({ error: M.organRequired }).trim().min(1, M.organRequired).max(40, M.organRequired),
};

export const PromulgationAddBody = z.object(fields);
export type PromulgationAddBody = z.input<typeof PromulgationAddBody>;
export const PromulgationEditBody = z.object({ id: PromulgationId, ...fields });
export type PromulgationEditBody = z.input<typeof PromulgationEditBody>;

/** The list's filters but the state (the tab): what the tab counts follow. */
export const PromulgationFilters = z.object({
  title: z.string().trim().max(L.titleMax, M.titleTooLong).optional(),
  businessCode: BusinessCode.optional(),
});
export const PromulgationListQuery = PromulgationFilters.extend({
  ...pageParams,
  status: filingStatusFilter,
});
export type PromulgationListQuery = z.input<typeof PromulgationListQuery>;

export const Promulgation = z.object({
  id: z.number(),
  title: z.string(),
  businessCode: z.string(),
  organName: z.string(),
  status: z.number(),
  statusName: z.string(),
  submitTime: z.string().nullable(),
  createTime: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type Promulgation = z.infer<typeof Promulgation>;
export const PromulgationInfo = Promulgation.extend({
  content: z.string(),
  attachments: z.array(FilingAttachment),
  history: z.array(StateHistoryItem),
});
export type PromulgationInfo = z.infer<typeof PromulgationInfo>;

const byId = z.object({ id: PromulgationId });

export const promulgationRoutes = {
  addPromulgation: defineRoute({
    method: 'POST',
    path: `${P}/addPromulgation`,
    summary: '新增公示备案（草稿）',
    access: perm('policy:promulgation:add'),
    changesData: true,
    body: PromulgationAddBody,
    response: z.object({ id: z.number() }),
  }),
  eidtPromulgation: defineRoute({
    method: 'POST',
    path: `${P}/eidtPromulgation`,
    summary: '修改公示备案（仅草稿；路径拼写照旧）',
    access: perm('policy:promulgation:edit'),
    changesData: true,
    body: PromulgationEditBody,
    response: z.null(),
  }),
  delPromulgation: defineRoute({
    method: 'DELETE',
    path: `${P}/delPromulgation/{id}`,
    summary: '删除公示备案（仅草稿）',
    access: perm('policy:promulgation:remove'),
    changesData: true,
    params: byId,
    response: z.null(),
  }),
  getPromulgationInfo: defineRoute({
    method: 'GET',
    path: `${P}/getPromulgationInfo/{id}`,
    summary: '公示备案详情与备案记录',
    access: perm('policy:promulgation:list'),
    changesData: false,
    params: byId,
    response: PromulgationInfo,
  }),
  getList: defineRoute({
    method: 'GET',
    path: `${P}/getList`,
    summary: '公示备案分页列表（标题模糊、机构、状态）',
    access: perm('policy:promulgation:list'),
    changesData: false,
    query: PromulgationListQuery,
    response: pageOf(Promulgation),
  }),
  getCount: defineRoute({
    method: 'GET',
    path: `${P}/getCount`,
    summary: '各状态的公示备案数（列表页签：草稿、已提交、已撤销）：[{status, statusName, num}]',
    access: perm('policy:promulgation:list'),
    changesData: false,
    chosenPath: true,
    query: PromulgationFilters,
    response: z.array(FilingStatusCount),
  }),
  submitPromulgation: defineRoute({
    method: 'GET',
    path: `${P}/submitPromulgation/{id}`,
    summary: '提交公示备案（草稿 → 已提交）',
    access: perm('policy:promulgation:submit'),
    changesData: true,
    params: byId,
    response: z.null(),
  }),
  canclePromulgation: defineRoute({
    method: 'GET',
    path: `${P}/canclePromulgation/{id}`,
    summary: '撤销已提交的公示备案（路径拼写照旧）',
    access: perm('policy:promulgation:cancel'),
    changesData: true,
    params: byId,
    response: z.null(),
  }),
};
