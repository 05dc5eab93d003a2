import { z } from 'zod';
import { blankAsUndefined, materialCodeSchema } from '../common/material-rules.ts';
import { pageOf, pageParams } from '../platform/envelope.ts';
import { defineRoute, perm } from '../platform/route.ts';
import { parseApiTime } from '../platform/time.ts';
import { FormQueryMap } from '../train/form/filters.ts';
import { FormBizCode, FormValueRow } from '../train/form/form.routes.ts';
import { jsonText } from '../train/form/form-rule.ts';
import { htmlHasContent } from '../train/online-course.ts';

/**
 * Hot events (热点事件, `/hrbd-recruit/hot-events/*`, `hot-events-values/*`): a title, a rich-text body, a
 * cover from the material library, an open window and a custom form of the forms module that people fill
 * on the forms module's public answer page (refType `hotEvent`, refCode the event's code) while it is open.
 */
const P = '/hrbd-recruit';

export const HOT_EVENT_REF_TYPE = 'hotEvent' as const;

/** Derived from the window and now; never stored. */
export const HotEventStatus = { upcoming: 0, open: 1, ended: 2 } as const;
export const hotEventStatusNames: Record<number, string> = { 0: '未开始', 1: '进行中', 2: '已结束' };

export const hotEventLimits = { titleMax: 50, contentMax: 20000 } as const;
const L = hotEventLimits;

export const HOT_EVENT_MESSAGES = {
  notFound: '热点事件不存在',
  titleRequired: '请输入事件标题',
  titleTooLong: `事件标题最多${L.titleMax}个字符`,
  contentRequired: '请输入事件内容',
  contentTooLong: `事件内容最多${L.contentMax}个字符`,
  coverRequired: '请选择封面',
  coverMissing: '封面须为平台素材库中审核通过的图片',
  windowInvalid: '结束时间须晚于开始时间',
  formRequired: '请选择报名表单',
  formMissing: '报名表单不存在或不是平台表单',
  formLocked: '已有人填写，不能更换报名表单',
  notOpen: '该热点事件不在开放时间内，不能提交',
  formMismatch: '提交的表单不是该热点事件的报名表单',
} as const;
const M = HOT_EVENT_MESSAGES;

export const HotEventCode = z
  .string({ error: '缺少事件编号' })
  .trim()
  .min(1, '缺少事件编号')
  .max(40, '事件编号不正确');

const apiTime = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .trim()
    .min(1, `请选择${label}`)
    .refine((value) => parseApiTime(value) !== null, `${label}格式应为 YYYY-MM-DD HH:mm:ss`);
const optionalTime = (label: string) =>
  z.preprocess(
    blankAsUndefined,
    z
      .string()
      .trim()
      .refine((value) => parseApiTime(value) !== null, `${label}格式应为 YYYY-MM-DD HH:mm:ss`)
      .optional(),
  );

const fields = {
  title: z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(L.titleMax, M.titleTooLong),
  /** Rich text (HTML), sanitised by the server. */
  content: z
    .string({ error: M.contentRequired })
    .max(L.contentMax, M.contentTooLong)
    .refine(htmlHasContent, M.contentRequired),
  coverCode: z
    .preprocess(blankAsUndefined, materialCodeSchema.optional())
    .refine((v) => !!v, M.coverRequired),
  beginTime: apiTime('开始时间'),
  endTime: apiTime('结束时间'),
  /** The custom form people fill (a platform form of the forms module). */
  formCode: z.preprocess(blankAsUndefined, FormBizCode.optional()).refine((v) => !!v, M.formRequired),
};

/** The end after the beginning (left to the fields' own messages when either is not a time). */
const windowHolds = (b: { beginTime: string; endTime: string }) => {
  const [begin, end] = [parseApiTime(b.beginTime), parseApiTime(b.endTime)];
  return !begin || !end || end.getTime() > begin.getTime();
};

export const HotEventSaveBody = z
  .object(fields)
  .refine(windowHolds, { message: M.windowInvalid, path: ['endTime'] });
export type HotEventSaveBody = z.input<typeof HotEventSaveBody>;
export const HotEventEditBody = z
  .object({ eventCode: HotEventCode, ...fields })
  .refine(windowHolds, { message: M.windowInvalid, path: ['endTime'] });
export type HotEventEditBody = z.input<typeof HotEventEditBody>;

export const HotEventPageQuery = z.object({
  ...pageParams,
  title: z.string().trim().max(L.titleMax, M.titleTooLong).optional(),
  status: z.preprocess(
    blankAsUndefined,
    z.coerce
      .number({ error: '状态只能是0未开始、1进行中、2已结束' })
      .pipe(z.literal([0, 1, 2], { error: '状态只能是0未开始、1进行中、2已结束' }))
      .optional(),
  ),
});
export type HotEventPageQuery = z.input<typeof HotEventPageQuery>;

export const HotEvent = z.object({
  eventCode: z.string(),
  title: z.string(),
  coverCode: z.string(),
  coverUrl: z.string().nullable(),
  beginTime: z.string().nullable(),
  endTime: z.string().nullable(),
  formCode: z.string(),
  formName: z.string().nullable(),
  status: z.number(),
  statusName: z.string(),
  answerCount: z.number(),
  /** The forms module's public answer page for this event (relative to the site). */
  fillPath: z.string(),
  createTime: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type HotEvent = z.infer<typeof HotEvent>;
export const HotEventInfo = HotEvent.extend({ content: z.string() });
export type HotEventInfo = z.infer<typeof HotEventInfo>;

const valueFilters = {
  eventCode: HotEventCode,
  beginTime: optionalTime('开始时间'),
  endTime: optionalTime('结束时间'),
};

export const HotEventValuesBody = z.object({
  ...pageParams,
  ...valueFilters,
  /** Filters on the form's fields, as the forms module takes them. */
  queryMap: z.preprocess(blankAsUndefined, FormQueryMap.optional()),
});
export type HotEventValuesBody = z.input<typeof HotEventValuesBody>;

export const HotEventExportQuery = z.object({
  ...valueFilters,
  /** The form-field filters as JSON text (a GET carries no body). */
  queryMap: z.preprocess(
    blankAsUndefined,
    jsonText(FormQueryMap, '筛选条件不是有效的JSON')
      .transform((parsed) => parsed.value as FormQueryMap)
      .optional(),
  ),
  /** The chosen rows, comma-joined; absent: every row the filters match. */
  ids: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .trim()
      .regex(/^\d{1,10}(,\d{1,10}){0,9999}$/, '所选数据行不正确')
      .transform((text) => text.split(',').map(Number))
      .optional(),
  ),
});
export type HotEventExportQuery = z.input<typeof HotEventExportQuery>;

export const hotEventRoutes = {
  save: defineRoute({
    method: 'POST',
    path: `${P}/hot-events/save`,
    summary: '新增热点事件（标题、正文、封面、开放时间、报名表单）',
    access: perm('hotEvents:save'),
    changesData: true,
    body: HotEventSaveBody,
    response: z.object({ eventCode: z.string() }),
  }),
  edit: defineRoute({
    method: 'POST',
    path: `${P}/hot-events/edit`,
    summary: '修改热点事件（已有人填写时不能更换表单）',
    access: perm('hotEvents:save'),
    changesData: true,
    body: HotEventEditBody,
    response: z.null(),
  }),
  page: defineRoute({
    method: 'GET',
    path: `${P}/hot-events/page`,
    summary: '热点事件分页列表（标题模糊、状态：0未开始、1进行中、2已结束）',
    access: perm('hotEvents:list'),
    changesData: false,
    query: HotEventPageQuery,
    response: pageOf(HotEvent),
  }),
  info: defineRoute({
    method: 'GET',
    path: `${P}/hot-events/info`,
    summary: '热点事件详情',
    access: perm('hotEvents:list'),
    changesData: false,
    query: z.object({ eventCode: HotEventCode }),
    response: HotEventInfo,
  }),
  valuesPage: defineRoute({
    method: 'POST',
    path: `${P}/hot-events-values/page`,
    summary: '热点事件填写数据分页（提交时间范围；queryMap 按表单可筛选字段筛选）',
    access: perm('hotEvents:list'),
    changesData: false,
    body: HotEventValuesBody,
    response: pageOf(FormValueRow),
  }),
  exportHotEventsValues: defineRoute({
    method: 'GET',
    path: `${P}/hot-events-values/exportHotEventsValues`,
    summary: '导出热点事件填写数据 xlsx（所选行或当前筛选的全部）',
    access: perm('hotEvents:export'),
    changesData: false,
    query: HotEventExportQuery,
    response: z.null(),
    file: true,
  }),
};
