import { api } from '@hr/contract';
import { forbidden, notFound } from '../../../platform/errors.ts';
import { handle } from '../../../platform/handler.ts';
import { sendObject } from './send-object.ts';
import { deletedMaterialFiles, findStoredFile } from './service.ts';
import { verifyFileSignature } from './signed-url.ts';

export const fileObjectHandlers = [
  handle(api.fileObject.object, async ({ query, config, db, storage, req, reply }) => {
    const verdict = verifyFileSignature(config, query);
    if (verdict === 'invalid') throw forbidden('链接无效');
    if (verdict === 'expired') throw forbidden('链接已过期，请刷新页面');
    const file = await findStoredFile(db, query.objectKey);
    if (!file) throw notFound('文件不存在');
    // A deleted material's links stop working, signed or not.
    if ((await deletedMaterialFiles(db, [file.objectKey])).size) throw notFound('文件已删除');
    await sendObject(storage, file, req, reply);
    return null;
  }),
];
