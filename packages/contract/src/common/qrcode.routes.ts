import { z } from 'zod';
import { defineRoute, LOGGED_IN } from '../platform/route.ts';

export const CENSUS_PATH_MAX = 200;
export const CENSUS_USER_CODE_MAX = 64;

/**
 * A mini-program or H5 page path, relative, with an optional query: `pages/job/detail?jobCode=J1`.
 * No scheme (`https:`, `javascript:`), no host (`//x`), no `.` or `..` segment, no fragment.
 */
const PAGE_PATH = /^\/?[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_.-]+)*(?:\?[A-Za-z0-9_.~%=&-]*)?$/;
const DOT_SEGMENT = /(?:^|\/)\.{1,2}(?:\/|\?|$)/;

export const censusPath = z
  .string({ error: '请输入页面路径' })
  .trim()
  .min(1, '请输入页面路径')
  .max(CENSUS_PATH_MAX, `页面路径最多${CENSUS_PATH_MAX}个字符`)
  .regex(PAGE_PATH, '页面路径格式不正确，应为小程序页面路径，如 pages/job/detail')
  .refine((path) => !DOT_SEGMENT.test(path), '页面路径不能包含 . 或 .. 目录')
  .refine((path) => !/[?&]userCode=/.test(path), '页面路径中不能再带userCode参数');

export const censusUserCode = z
  .string({ error: '请输入用户编号' })
  .trim()
  .min(1, '请输入用户编号')
  .max(CENSUS_USER_CODE_MAX, `用户编号最多${CENSUS_USER_CODE_MAX}个字符`)
  .regex(/^[A-Za-z0-9_-]+$/, '用户编号只能包含字母、数字、_ 和 -');

/** What the QR code encodes: the page path with `userCode` appended to its query. */
export function censusCodeContent(path: string, userCode: string): string {
  const separator = !path.includes('?') ? '?' : path.endsWith('?') || path.endsWith('&') ? '' : '&';
  return `${path}${separator}userCode=${userCode}`;
}

export const qrcodeRoutes = {
  censusCode: defineRoute({
    method: 'GET',
    path: '/userinfo/usr/censusCode',
    summary: '页面二维码：编码“页面路径?userCode=用户编号”，url 为 PNG 的 data URL',
    access: LOGGED_IN,
    changesData: false,
    query: z.object({ path: censusPath, userCode: censusUserCode }),
    response: z.object({
      /** `data:image/png;base64,…`: usable as an <img> src as is, nothing stored. */
      url: z.string(),
      /** The text the QR code encodes. */
      content: z.string(),
    }),
  }),
};
