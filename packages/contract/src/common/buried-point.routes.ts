import { z } from 'zod';
import { pageOf, pageParams } from '../platform/envelope.ts';
import { defineRoute, LOGGED_IN, perm } from '../platform/route.ts';
import { parseApiTime } from '../platform/time.ts';

/** Largest `params` of one tracked event, as UTF-8 JSON. */
export const EVENT_PARAMS_MAX_BYTES = 4096;
export const EVENT_CODE_MAX = 64;
export const EVENT_NAME_MAX = 50;
export const EVENT_PAGE_PATH_MAX = 255;

export const jsonByteLength = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

const eventCode = z
  .string({ error: '请输入事件编码' })
  .trim()
  .min(1, '请输入事件编码')
  .max(EVENT_CODE_MAX, `事件编码最多${EVENT_CODE_MAX}个字符`)
  .regex(/^[A-Za-z0-9_.:-]+$/, '事件编码只能包含字母、数字和 _ . : -');
const eventName = z
  .string({ error: '请输入事件名称' })
  .trim()
  .min(1, '请输入事件名称')
  .max(EVENT_NAME_MAX, `事件名称最多${EVENT_NAME_MAX}个字符`);

export const RecordEventBody = z.object({
  eventCode,
  eventName,
  pagePath: z
    .string({ error: '页面路径必须是文本' })
    .trim()
    .max(EVENT_PAGE_PATH_MAX, `页面路径最多${EVENT_PAGE_PATH_MAX}个字符`)
    .default(''),
  params: z
    .record(z.string(), z.unknown(), { error: '事件参数必须是JSON对象' })
    .default({})
    .refine((params) => jsonByteLength(params) <= EVENT_PARAMS_MAX_BYTES, '事件参数不能超过4KB'),
});

const apiTime = (label: string) =>
  z
    .string({ error: `${label}格式应为 YYYY-MM-DD HH:mm:ss` })
    .trim()
    .refine((text) => parseApiTime(text) !== null, `${label}格式应为 YYYY-MM-DD HH:mm:ss`);

export const EventListQuery = z
  .object({
    ...pageParams,
    /** Exact event code. */
    eventCode: z.string().trim().max(EVENT_CODE_MAX, `事件编码最多${EVENT_CODE_MAX}个字符`).optional(),
    /** Part of the event name. */
    eventName: z.string().trim().max(EVENT_NAME_MAX, `事件名称最多${EVENT_NAME_MAX}个字符`).optional(),
    /** Exact account of the user who triggered it. */
    username: z.string().trim().max(20, '账号最多20个字符').optional(),
    beginTime: apiTime('开始时间').optional(),
    endTime: apiTime('结束时间').optional(),
  })
  .refine(
    (q) => !q.beginTime || !q.endTime || parseApiTime(q.beginTime)! <= parseApiTime(q.endTime)!,
    '开始时间不能晚于结束时间',
  );

export const TrackedEvent = z.object({
  id: z.number().int(),
  eventCode: z.string(),
  eventName: z.string(),
  pagePath: z.string(),
  params: z.record(z.string(), z.unknown()),
  userCode: z.string(),
  username: z.string(),
  realName: z.string(),
  clientIp: z.string(),
  userAgent: z.string(),
  eventTime: z.string().nullable(),
});
export type TrackedEvent = z.infer<typeof TrackedEvent>;

export const buriedPointRoutes = {
  list: defineRoute({
    method: 'POST',
    path: '/barry-system/buriedpoint/eventinfo/list',
    summary: '埋点事件分页列表（按事件编码、名称、账号、时间段筛选，新的在前）',
    access: perm('buriedPoint:list'),
    changesData: false,
    body: EventListQuery,
    response: pageOf(TrackedEvent),
  }),
  record: defineRoute({
    method: 'POST',
    path: '/barry-system/buried-point/info',
    summary: '记录一条埋点事件（用户、时间、IP、客户端由服务端记录）',
    access: LOGGED_IN,
    changesData: true,
    body: RecordEventBody,
    response: z.null(),
  }),
};
