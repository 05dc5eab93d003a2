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

/**
 * Largest licence image recognised, read from its header before anything decodes it: 25 megapixels and
 * 10000 pixels a side. A phone photo (12 MP, 4000×3000; 48 MP phones save 12 MP by default) and an A4 scan
 * at 300 dpi (8.7 MP) pass with room to spare; recognition needs far fewer pixels than that.
 */
export const LICENCE_MAX_PIXELS = 25_000_000;
export const LICENCE_MAX_SIDE = 10_000;

/** Who may have a licence recognised: those who may add or edit a company (server-checked). */
export const LICENCE_SUBMIT_PERMISSIONS = ['cmpy:submit', 'cmpy:update'] as const;

export const licenceMessages = {
  tooManyPixels: (width: number, height: number) =>
    `图片尺寸过大（${width}×${height}像素），营业执照图片不能超过2500万像素、单边不超过10000像素，请缩小后重新上传`,
  unreadable: '无法读取图片尺寸，请上传真实的 png/jpg 图片',
  busy: '营业执照识别繁忙，请稍后再试',
  forbidden: '没有新增或修改企业的权限，不能识别营业执照',
} as const;

export const licenceRoutes = {
  disBusiLicense: defineRoute({
    method: 'POST',
    path: '/backend-common/license/disBusiLicense',
    summary:
      '上传营业执照图片并识别企业名称、统一社会信用代码（本地文字识别，不连外网；需企业新增或修改权限，图片不超过2500万像素）',
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
