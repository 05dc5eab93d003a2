import { z } from 'zod';
import { pageOf, pageParams } from '../platform/envelope.ts';
import { defineRoute, LOGGED_IN } from '../platform/route.ts';

export const Attachment = z.object({ url: z.string(), materialName: z.string() });

export const Announcement = z.object({
  annoCode: z.string(),
  annoTitle: z.string(),
  /** Sanitised HTML body. */
  annoContent: z.string(),
  materialList: z.array(Attachment),
  publishTime: z.string().nullable(),
});
export type Announcement = z.infer<typeof Announcement>;

export const msgRoutes = {
  queryMsg: defineRoute({
    method: 'GET',
    path: '/backend-common/msg/queryMsg',
    summary: '公告详情（annoCode）',
    access: LOGGED_IN,
    changesData: false,
    query: z.object({ annoCode: z.string({ error: '缺少公告编号' }).trim().min(1, '缺少公告编号').max(40) }),
    response: Announcement,
  }),
  queryPageMsg: defineRoute({
    method: 'GET',
    path: '/backend-common/msg/queryPageMsg',
    summary: '公告分页列表（不含正文）',
    access: LOGGED_IN,
    changesData: false,
    query: z.object({ ...pageParams, annoTitle: z.string().trim().max(50).optional() }),
    response: pageOf(Announcement.omit({ annoContent: true, materialList: true })),
  }),
};
