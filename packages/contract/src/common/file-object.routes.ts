import { z } from 'zod';
import { defineRoute, PUBLIC } from '../platform/route.ts';
import { ObjectKey } from './upload-rules.ts';

export const fileObjectRoutes = {
  object: defineRoute({
    method: 'GET',
    path: '/backend-common/fileManage/object',
    summary: '读取已上传的文件（URL 由服务器签名并在 12 小时后过期；支持 Range 断点/拖动播放）',
    access: PUBLIC,
    changesData: false,
    chosenPath: true,
    file: true,
    query: z.object({
      objectKey: ObjectKey,
      expires: z.coerce.number({ error: '链接无效' }).int('链接无效').positive('链接无效'),
      sign: z.string({ error: '链接无效' }).regex(/^[0-9a-f]{64}$/, '链接无效'),
    }),
    response: z.null(),
  }),
};
