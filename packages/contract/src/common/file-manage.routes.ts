import { z } from 'zod';
import { defineRoute, LOGGED_IN } from '../platform/route.ts';
import { ObjectKeyList, uploadMessages, uploadRules } from './upload-rules.ts';

/** The file field of every fileManage / third upload (spec §7). */
export const MULTIPART_FILE_FIELD = 'multipartFile';

/** A stored file as an upload answers it: its name, a signed URL (expires after 12 h) and its key. */
export const FileUploadResult = z.object({ name: z.string(), url: z.string(), objectKey: z.string() });
export type FileUploadResult = z.infer<typeof FileUploadResult>;

/** third/uploadFile leaves `url` null when the caller sent returnUrl=0. */
export const ThirdUploadResult = FileUploadResult.extend({ url: z.string().nullable() });

/** An avatar or an editor image: the signed URL to show and the key to save. */
export const StoredImageResult = z.object({ url: z.string(), objectKey: z.string() });
export type StoredImageResult = z.infer<typeof StoredImageResult>;

/** One answer of batchQueryUrl: only files the caller may see are listed. */
export const FileUrl = z.object({ objectKey: z.string(), name: z.string(), url: z.string() });
export type FileUrl = z.infer<typeof FileUrl>;

/** One answer of setOrder/batchQueryUrl: one per requested key, in order; null where the file is not visible. */
export const OrderedFileUrl = z.object({
  objectKey: z.string(),
  name: z.string().nullable(),
  url: z.string().nullable(),
});

export const fileManageMessages = {
  materialType: '素材类型只能是1（图片）或2（视频）',
  returnUrl: 'returnUrl只能是0或1',
  cmpyCode: '企业编号格式不正确',
  materialName: '素材名称最多100个字符，且不能包含斜杠',
} as const;

/** Material types of third/uploadFile: 1 image (image rule), 2 video (the shared upload's video rule). */
export const thirdMaterialRules = { 1: uploadRules.image, 2: uploadRules.sharedVideo } as const;

const BatchQuery = z.object({ objectKeyList: ObjectKeyList });

const upload = (rule: { maxBytes: number }) => ({
  field: MULTIPART_FILE_FIELD,
  maxBytes: rule.maxBytes,
  tooLarge: uploadMessages.size(rule.maxBytes),
});

export const ThirdUploadForm = z.object({
  cmpyCode: z
    .string()
    .trim()
    .max(40, fileManageMessages.cmpyCode)
    .regex(/^[\w-]*$/, fileManageMessages.cmpyCode)
    .optional()
    .transform((value) => value || undefined),
  materialType: z
    .enum(['1', '2'], { error: fileManageMessages.materialType })
    .transform((value): 1 | 2 => (value === '1' ? 1 : 2)),
  /** '0' or 'false': answer without a URL (the caller looks it up later); anything else, or absent: with. */
  returnUrl: z
    .enum(['', '0', '1', 'true', 'false'], { error: fileManageMessages.returnUrl })
    .optional()
    .transform((value) => value !== '0' && value !== 'false'),
  materialName: z
    .string()
    .trim()
    .max(100, fileManageMessages.materialName)
    .refine(
      (value) => !/[/\\]/.test(value) && ![...value].some((c) => c < ' '),
      fileManageMessages.materialName,
    )
    .optional()
    .transform((value) => value || undefined),
});

export const fileManageRoutes = {
  uploadFile: defineRoute({
    method: 'POST',
    path: '/backend-common/fileManage/uploadFile',
    summary: '上传文件（图片或文档：png/jpg/jpeg/pdf/docx/xlsx/txt/csv，10M 以内）',
    access: LOGGED_IN,
    changesData: true,
    upload: upload(uploadRules.document),
    response: FileUploadResult,
  }),
  batchQueryUrl: defineRoute({
    method: 'GET',
    path: '/backend-common/fileManage/batchQueryUrl',
    summary: '按 objectKey（逗号分隔）批量获取文件地址；只返回调用者可见的文件，去重，保持请求顺序',
    access: LOGGED_IN,
    changesData: false,
    query: BatchQuery,
    response: z.array(FileUrl),
  }),
  uploadAvatar: defineRoute({
    method: 'POST',
    path: '/backend-common/fileManage/uploadAvatar',
    summary: '上传头像图片（png/jpg/jpeg，10M 以内）',
    access: LOGGED_IN,
    changesData: true,
    chosenPath: true,
    upload: upload(uploadRules.image),
    response: StoredImageResult,
  }),
  uploadEditorImage: defineRoute({
    method: 'POST',
    path: '/backend-common/fileManage/uploadEditorImage',
    summary: '上传富文本编辑器中插入的图片（png/jpg/jpeg，10M 以内）',
    access: LOGGED_IN,
    changesData: true,
    chosenPath: true,
    upload: upload(uploadRules.image),
    response: StoredImageResult,
  }),
};

export const thirdFileRoutes = {
  uploadFile: defineRoute({
    method: 'POST',
    path: '/backend-common/third/uploadFile',
    summary: '上传图片或视频（materialType 1 图片 10M / 2 视频 30M；企业用户只能为本企业上传）',
    access: LOGGED_IN,
    changesData: true,
    upload: upload(uploadRules.sharedVideo),
    body: ThirdUploadForm,
    response: ThirdUploadResult,
  }),
  batchQueryUrl: defineRoute({
    method: 'GET',
    path: '/backend-common/third/batchQueryUrl',
    summary: '按 objectKey（逗号分隔）批量获取文件地址；同 fileManage/batchQueryUrl',
    access: LOGGED_IN,
    changesData: false,
    query: BatchQuery,
    response: z.array(FileUrl),
  }),
  setOrderBatchQueryUrl: defineRoute({
    method: 'GET',
    path: '/backend-common/third/setOrder/batchQueryUrl',
    summary: '按 objectKey（逗号分隔）批量获取文件地址；逐个对应请求顺序（含重复），不可见的文件 url 为 null',
    access: LOGGED_IN,
    changesData: false,
    query: BatchQuery,
    response: z.array(OrderedFileUrl),
  }),
};
