import { api, thirdMaterialRules, uploadRules } from '@hr/contract';
import { handle } from '../../../platform/handler.ts';
import { orderedFileUrls, storeThirdUpload, storeUpload, visibleFileUrls } from './service.ts';

/**
 * fileManage and third: uploads answering `{name, url, objectKey}` and URL lookups by object key. Any
 * signed-in user may upload; lookups list only files the caller may see (files/service.ts `fileUrls`).
 */
export const fileManageHandlers = [
  handle(api.fileManage.uploadFile, (ctx) =>
    storeUpload(ctx, ctx.actor, ctx.upload, { rule: uploadRules.document, purpose: 'file' }),
  ),
  handle(api.fileManage.batchQueryUrl, (ctx) => visibleFileUrls(ctx, ctx.actor, ctx.query.objectKeyList)),
  handle(api.fileManage.uploadAvatar, async (ctx) => {
    // sys_user has no avatar column: the caller saves the returned objectKey where it keeps the avatar.
    const { url, objectKey } = await storeUpload(ctx, ctx.actor, ctx.upload, {
      rule: uploadRules.image,
      purpose: 'avatar',
    });
    return { url, objectKey };
  }),
  handle(api.fileManage.uploadEditorImage, async (ctx) => {
    const { url, objectKey } = await storeUpload(ctx, ctx.actor, ctx.upload, {
      rule: uploadRules.image,
      purpose: 'editor',
    });
    return { url, objectKey };
  }),
  handle(api.third.uploadFile, async (ctx) => {
    const { cmpyCode, materialName, materialType, returnUrl } = ctx.body;
    const stored = await storeThirdUpload(ctx, ctx.actor, ctx.upload, {
      cmpyCode,
      materialName,
      rule: thirdMaterialRules[materialType],
    });
    return { name: stored.name, url: returnUrl ? stored.url : null, objectKey: stored.objectKey };
  }),
  handle(api.third.batchQueryUrl, (ctx) => visibleFileUrls(ctx, ctx.actor, ctx.query.objectKeyList)),
  handle(api.third.setOrderBatchQueryUrl, (ctx) => orderedFileUrls(ctx, ctx.actor, ctx.query.objectKeyList)),
];
