import { z } from 'zod';
import { defineRoute, LOGGED_IN } from '../platform/route.ts';

/** A stored file's name: letters, digits, Chinese, dot, dash and underscore; no path separators. */
export const AttachmentFileName = z
  .string({ error: '缺少文件名' })
  .min(1, '缺少文件名')
  .max(120, '文件名过长')
  .regex(/^(?!\.)[\w.\-\u4e00-\u9fa5（）()]+$/, '文件名不合法');

export const attachmentRoutes = {
  download: defineRoute({
    method: 'GET',
    path: '/backend-common/attachment/{fileName}',
    summary: '下载公告附件（需登录；文件存放在服务器数据目录）',
    access: LOGGED_IN,
    chosenPath: true,
    file: true,
    params: z.object({ fileName: AttachmentFileName }),
    response: z.null(),
  }),
};
