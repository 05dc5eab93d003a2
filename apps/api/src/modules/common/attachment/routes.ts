import fs from 'node:fs';
import path from 'node:path';
import { api } from '@hr/contract';
import { notFound } from '../../../platform/errors.ts';
import { handle } from '../../../platform/handler.ts';
import { attachmentPath, CONTENT_TYPES } from './storage.ts';

export const attachmentHandlers = [
  handle(api.attachment.download, async ({ params, config, reply }) => {
    const file = attachmentPath(config.dataDir, params.fileName);
    if (!file) throw notFound('附件不存在');
    const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    reply
      .header('content-type', type)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(params.fileName)}`)
      .header('cache-control', 'private, no-store');
    await reply.send(fs.createReadStream(file));
    return null;
  }),
];
