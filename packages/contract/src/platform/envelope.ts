import { z } from 'zod';

/** Result codes of the envelope, as the architecture guide fixes them. */
export const ResultCode = {
  ok: 200,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooManyRequests: 429,
  serverError: 500,
} as const;
export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];

/** Every JSON answer of the API has this shape. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
  success: boolean;
}

export interface PageData<T> {
  records: T[];
  total: number;
}

/** The `{records,total}` shape of a paged list, for a given row schema. */
export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({ records: z.array(row), total: z.number().int() });

/** Paging parameters shared by every list; page sizes up to 300 (applicant lists). */
export const pageParams = {
  pageNum: z.coerce
    .number({ error: '页码必须是数字' })
    .int('页码必须是整数')
    .min(1, '页码最小为1')
    .default(1),
  pageSize: z.coerce
    .number({ error: '每页条数必须是数字' })
    .int('每页条数必须是整数')
    .min(1, '每页条数最小为1')
    .max(300, '每页条数最大为300')
    .default(10),
};
export const PageQuery = z.object(pageParams);

/** Default messages for the codes when a handler gives none. */
export const defaultMessages: Record<ResultCode, string> = {
  200: '操作成功',
  400: '请求参数有误',
  401: '登录已失效，请重新登录',
  403: '没有权限访问该功能',
  404: '资源不存在',
  409: '数据已被修改，请刷新后重试',
  429: '操作过于频繁，请稍后再试',
  500: '系统繁忙，请稍后再试',
};
