import { z } from 'zod';
import { pageOf, pageParams } from '../platform/envelope.ts';
import { defineRoute, LOGGED_IN, perm } from '../platform/route.ts';
import {
  AUDIT_REASON_MAX,
  blankAsUndefined,
  cmpyCodeSchema,
  groupCodeSchema,
  groupNameSchema,
  MaterialApplyState,
  MaterialGroupType,
  MaterialType,
  MEDIA_DEFAULT_PAGE_SIZE,
  materialCodeSchema,
  materialImageRule,
  materialImageSizeMessage,
  materialMessages,
  materialNameSchema,
} from './material-rules.ts';
import { ObjectKey } from './upload-rules.ts';
import { VideoFlow, VideoTask } from './video.routes.ts';

const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blankAsUndefined, schema.optional());

const materialTypeSchema = z.coerce
  .number({ error: materialMessages.typeInvalid })
  .pipe(z.literal(Object.values(MaterialType), { error: materialMessages.typeInvalid }));

/** A group type as inputs carry it (0 recruitment, 1 training); each path has its own default. */
export const groupTypeSchema = z.coerce
  .number({ error: '分组类型只能是0或1' })
  .pipe(z.literal(Object.values(MaterialGroupType), { error: '分组类型只能是0或1' }));

export const MaterialGroup = z.object({
  groupCode: z.string(),
  groupName: z.string(),
  /** 0 recruitment (the common paths), 1 training (the /train/course paths). */
  groupType: z.number(),
  /** null: a group of the platform's own library. */
  cmpyCode: z.string().nullable(),
  cmpyName: z.string().nullable(),
  /** Materials (not deleted) in the group. */
  materialCount: z.number().int(),
});
export type MaterialGroup = z.infer<typeof MaterialGroup>;

export const MaterialRecord = z.object({
  materialCode: z.string(),
  materialName: z.string(),
  /** 1 image, 2 video. */
  materialType: z.number(),
  fileName: z.string(),
  fileSize: z.number(),
  /** Signed URL (valid 12 h); null for a video whose chunks are not assembled yet (处理中). */
  url: z.string().nullable(),
  /** 1 passed, 2 failed, anything else under review. */
  applyState: z.number(),
  /** The reviewer's reason when failed; null otherwise. */
  auditJson: z.string().nullable(),
  auditTime: z.string().nullable(),
  groupCode: z.string().nullable(),
  groupName: z.string().nullable(),
  cmpyCode: z.string().nullable(),
  cmpyName: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type MaterialRecord = z.infer<typeof MaterialRecord>;

/** The answer to an image upload (or registration): the new material and its file. */
export const ImageMaterialResult = z.object({
  materialCode: z.string(),
  materialName: z.string(),
  objectKey: z.string(),
  url: z.string(),
  applyState: z.number(),
});
export type ImageMaterialResult = z.infer<typeof ImageMaterialResult>;

export const MaterialUrl = z.object({
  materialCode: z.string(),
  materialName: z.string(),
  materialType: z.number(),
  url: z.string().nullable(),
  applyState: z.number(),
});
export type MaterialUrl = z.infer<typeof MaterialUrl>;

/** Form fields of uploadMaterial (platform §7); an image adds the file field multipartFile. */
export const UploadMaterialForm = z
  .object({
    /** Operators: the company the material belongs to (empty: the platform library). Staff: their own. */
    cmpyCode: optional(cmpyCodeSchema),
    materialType: z.preprocess(blankAsUndefined, materialTypeSchema),
    /** Defaults to the file name without its extension. */
    materialName: optional(materialNameSchema),
    fileName: optional(z.string().trim().min(1).max(200, '文件名过长')),
    fileSize: optional(
      z.coerce
        .number({ error: '文件大小必须是数字' })
        .int('文件大小必须是整数')
        .positive('文件大小必须大于0'),
    ),
    md5: optional(
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^[0-9a-f]{32}$/, 'MD5格式不正确'),
    ),
    groupCode: optional(groupCodeSchema),
    /** Videos only: 'material' (default, mp4 ≤ 100 MB) or 'shared' (the shared upload's ten formats ≤ 30 MB). */
    flow: optional(VideoFlow),
  })
  .superRefine((form, ctx) => {
    if (form.materialType === MaterialType.video && (!form.fileName || !form.fileSize || !form.md5)) {
      ctx.addIssue({ code: 'custom', message: materialMessages.videoFieldsRequired, path: ['md5'] });
    }
  });
export type UploadMaterialForm = z.input<typeof UploadMaterialForm>;

export const AuditMaterialBody = z
  .object({
    materialCode: materialCodeSchema,
    applyState: z.coerce.number({ error: materialMessages.applyStateInvalid }).pipe(
      z.literal([MaterialApplyState.passed, MaterialApplyState.failed], {
        error: materialMessages.applyStateInvalid,
      }),
    ),
    reason: z.string().trim().max(AUDIT_REASON_MAX, materialMessages.reasonTooLong).optional(),
  })
  .refine((b) => b.applyState !== MaterialApplyState.failed || !!b.reason, {
    message: materialMessages.reasonRequired,
    path: ['reason'],
  });
export type AuditMaterialBody = z.input<typeof AuditMaterialBody>;

export const AddGroupBody = z.object({
  groupName: groupNameSchema,
  cmpyCode: optional(cmpyCodeSchema),
  /** Defaults to the path's own type (common 0, training 1). */
  groupType: optional(groupTypeSchema),
});
export type AddGroupBody = z.input<typeof AddGroupBody>;

export const EditMaterialBody = z.object({
  materialCode: materialCodeSchema,
  materialName: materialNameSchema.optional(),
  groupCode: groupCodeSchema.nullable().optional(),
});
export type EditMaterialBody = z.input<typeof EditMaterialBody>;

/** getGroupList's filters: one company (operators) and the group type (defaults to the path's own). */
export const GroupListQuery = z.object({
  cmpyCode: optional(cmpyCodeSchema),
  groupType: optional(groupTypeSchema),
});

/** addMaterial: an image already stored through fileManage/uploadFile, registered by its objectKey. */
export const AddMaterialBody = z.object({
  objectKey: ObjectKey,
  materialName: optional(materialNameSchema),
  groupCode: optional(groupCodeSchema),
  cmpyCode: optional(cmpyCodeSchema),
});

/** queryPageMaterial's filters and paging. */
export const MaterialPageQuery = z.object({
  ...pageParams,
  pageSize: pageParams.pageSize.default(MEDIA_DEFAULT_PAGE_SIZE),
  materialType: optional(materialTypeSchema),
  groupCode: optional(groupCodeSchema),
  applyState: optional(
    z.coerce
      .number({ error: '审核状态只能是0、1或2' })
      .pipe(z.literal(Object.values(MaterialApplyState), { error: '审核状态只能是0、1或2' })),
  ),
  materialName: optional(z.string().trim().max(50, '素材名称不能超过50个字符')),
  cmpyCode: optional(cmpyCodeSchema),
});

const materialPath = (name: string) => `/backend-common/material/${name}`;

/** The image part of uploadMaterial: the file field, the 10 MB limit and its message. */
export const materialImageUpload = {
  field: 'multipartFile',
  maxBytes: materialImageRule.maxBytes,
  tooLarge: materialImageSizeMessage(materialImageRule.maxBytes),
};

export const materialRoutes = {
  getGroupList: defineRoute({
    method: 'GET',
    path: materialPath('getGroupList'),
    summary:
      '素材分组列表。企业人员只见本企业分组；运营人员不传 cmpyCode 时见全部分组，传 cmpyCode 时只见该企业分组',
    access: perm('material:list'),
    changesData: false,
    chosenPath: true,
    query: GroupListQuery,
    response: z.array(MaterialGroup),
  }),
  addGroup: defineRoute({
    method: 'POST',
    path: materialPath('addGroup'),
    summary: '新增素材分组（同一企业内名称唯一；运营人员可指定企业，不指定为平台分组）',
    access: perm('material:edit'),
    changesData: true,
    chosenPath: true,
    body: AddGroupBody,
    response: z.object({ groupCode: z.string() }),
  }),
  addMaterial: defineRoute({
    method: 'POST',
    path: materialPath('addMaterial'),
    summary:
      '把已上传的图片文件（fileManage/uploadFile 得到的 objectKey）登记为素材；与 uploadMaterial 一样进入审核',
    access: perm('material:uploadPic'),
    changesData: true,
    chosenPath: true,
    body: AddMaterialBody,
    response: ImageMaterialResult,
  }),
  queryPageMaterial: defineRoute({
    method: 'GET',
    path: materialPath('queryPageMaterial'),
    summary:
      '素材分页列表（新上传的在前）：按类型、分组、审核状态（0审核中、1通过、2未通过）、名称筛选；企业人员只见本企业素材',
    access: perm('material:list'),
    changesData: false,
    query: MaterialPageQuery,
    response: pageOf(MaterialRecord),
  }),
  editMaterial: defineRoute({
    method: 'POST',
    path: materialPath('editMaterial'),
    summary: '重命名素材或移动到分组（groupCode 为 null 移出分组）；审核状态不变',
    access: perm('material:edit'),
    changesData: true,
    chosenPath: true,
    body: EditMaterialBody,
    response: z.null(),
  }),
  queryMaterialUrl: defineRoute({
    method: 'GET',
    path: materialPath('queryMaterialUrl'),
    summary:
      '按素材编号（逗号分隔，最多100个）取签名地址；未拼装完成的视频 url 为 null。企业人员可取本企业与平台素材',
    access: LOGGED_IN,
    changesData: false,
    query: z.object({
      materialCodes: z
        .string({ error: '缺少素材编号' })
        .trim()
        .min(1, '缺少素材编号')
        .transform((value) =>
          value
            .split(',')
            .map((code) => code.trim())
            .filter(Boolean),
        )
        .pipe(z.array(materialCodeSchema).min(1, '缺少素材编号').max(100, '一次最多查询100个素材')),
    }),
    response: z.array(MaterialUrl),
  }),
  uploadMaterial: defineRoute({
    method: 'POST',
    path: materialPath('uploadMaterial'),
    summary:
      '上传素材（multipart）。materialType 1：图片文件 multipartFile（png/jpg/jpeg，10M 以内，另需 material:uploadPic）；2：只建视频分片任务，不带文件（另需 material:uploadVideo）',
    access: perm('material:list'),
    changesData: true,
    upload: materialImageUpload,
    body: UploadMaterialForm,
    /** '0': the video is already in the library (counts as done); a VideoTask: send its chunks; or the image. */
    response: z.union([z.literal('0'), VideoTask, ImageMaterialResult]),
  }),
  auditMaterial: defineRoute({
    method: 'POST',
    path: materialPath('auditMaterial'),
    summary: '审核素材：applyState 1 通过，2 未通过（须填写原因 reason）',
    access: perm('material:audit'),
    changesData: true,
    chosenPath: true,
    body: AuditMaterialBody,
    response: z.null(),
  }),
  deleteMaterial: defineRoute({
    method: 'POST',
    path: materialPath('deleteMaterial'),
    summary: '删除素材（从素材库移除；已引用它的职位仍可显示）',
    access: perm('material:remove'),
    changesData: true,
    chosenPath: true,
    body: z.object({ materialCode: materialCodeSchema }),
    response: z.null(),
  }),
};
