import { z } from 'zod';
import { defineRoute, LOGGED_IN } from '../platform/route.ts';
import { uploadMessages, uploadRules } from './upload-rules.ts';

/** The form field of the licence image (spec §7). */
export const LICENCE_FILE_FIELD = 'licenceFile';

/**
 * A business licence as uploaded and read: the stored image (a signed `url`, expiring, and its `objectKey`,
 * which forms save) and what text recognition found. A field not recognised is null and the form stays
 * editable.
 */
export const LicenceResult = z.object({
  url: z.string(),
  objectKey: z.string(),
  /** 名称 */
  cmpyName: z.string().nullable(),
  /** 统一社会信用代码, only when its check character is right. */
  creditCode: z.string().nullable(),
  /** 法定代表人 / 负责人 / 经营者 */
  legalPerson: z.string().nullable(),
  /** 住所 / 经营场所 */
  address: z.string().nullable(),
  /** The whole recognised text, Chinese spaces removed ('' when recognition failed). */
  text: z.string(),
});
export type LicenceResult = z.infer<typeof LicenceResult>;

export const licenceRoutes = {
  disBusiLicense: defineRoute({
    method: 'POST',
    path: '/backend-common/license/disBusiLicense',
    summary: '上传营业执照图片并识别企业名称、统一社会信用代码（本地文字识别，不连外网）',
    access: LOGGED_IN,
    changesData: true,
    upload: {
      field: LICENCE_FILE_FIELD,
      maxBytes: uploadRules.image.maxBytes,
      tooLarge: uploadMessages.size(uploadRules.image.maxBytes),
    },
    response: LicenceResult,
  }),
};
