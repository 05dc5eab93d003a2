import { z } from 'zod';
import {
  AddGroupBody,
  AddMaterialBody,
  AuditMaterialBody,
  EditMaterialBody,
  GroupListQuery,
  ImageMaterialResult,
  MaterialGroup,
  MaterialPageQuery,
  MaterialRecord,
  materialImageUpload,
  UploadMaterialForm,
} from '../common/material.routes.ts';
import { materialCodeSchema, materialLibraries } from '../common/material-rules.ts';
import { VideoTask } from '../common/video.routes.ts';
import { pageOf } from '../platform/envelope.ts';
import { defineRoute, perm } from '../platform/route.ts';

/**
 * Course materials (platform §7 Training): the one material library of `/backend-common/material/*`,
 * reached through training paths with training permission codes. Groups listed and created here are of
 * groupType 1 unless another is asked for. All POST, as the spec lists them.
 */
const path = (name: string) => `/train/course/${name}`;
const perms = materialLibraries.train.perms;

export const courseMaterialRoutes = {
  getGroupList: defineRoute({
    method: 'POST',
    path: path('getGroupList'),
    summary: '课程素材分组列表（groupType 默认 1 培训素材分组；企业人员只见本企业分组）',
    access: perm(perms.list),
    body: GroupListQuery,
    response: z.array(MaterialGroup),
    changesData: false,
  }),
  addGroup: defineRoute({
    method: 'POST',
    path: path('addGroup'),
    summary: '新增课程素材分组（groupType 默认 1；同一企业同一类型内名称唯一）',
    access: perm(perms.edit),
    body: AddGroupBody,
    response: z.object({ groupCode: z.string() }),
    changesData: true,
  }),
  addMaterial: defineRoute({
    method: 'POST',
    path: path('addMaterial'),
    summary: '把已上传的图片（fileManage/uploadFile 的 objectKey）登记为课程素材；与上传一样进入审核',
    access: perm(perms.uploadPic),
    body: AddMaterialBody,
    response: ImageMaterialResult,
    changesData: true,
  }),
  queryPageMaterial: defineRoute({
    method: 'POST',
    path: path('queryPageMaterial'),
    summary:
      '课程素材分页列表（与素材库同一份素材）：按类型、分组、审核状态、名称筛选；企业人员只见本企业素材',
    access: perm(perms.list),
    body: MaterialPageQuery,
    response: pageOf(MaterialRecord),
    changesData: false,
  }),
  editMaterial: defineRoute({
    method: 'POST',
    path: path('editMaterial'),
    summary: '重命名课程素材或移动到分组（groupCode 为 null 移出分组）；审核状态不变',
    access: perm(perms.edit),
    body: EditMaterialBody,
    response: z.null(),
    changesData: true,
  }),
  uploadMaterial: defineRoute({
    method: 'POST',
    path: path('uploadMaterial'),
    summary:
      '上传课程素材（multipart，与 backend-common/material/uploadMaterial 相同）：图片另需 trainMaterial:uploadPic，视频分片任务另需 trainMaterial:uploadVideo',
    access: perm(perms.list),
    chosenPath: true,
    upload: materialImageUpload,
    body: UploadMaterialForm,
    response: z.union([z.literal('0'), VideoTask, ImageMaterialResult]),
    changesData: true,
  }),
  auditMaterial: defineRoute({
    method: 'POST',
    path: path('auditMaterial'),
    summary: '审核课程素材：applyState 1 通过，2 未通过（须填写原因 reason）',
    access: perm(perms.audit),
    chosenPath: true,
    body: AuditMaterialBody,
    response: z.null(),
    changesData: true,
  }),
  deleteMaterial: defineRoute({
    method: 'POST',
    path: path('deleteMaterial'),
    summary: '删除课程素材（从素材库移除；已引用它的课程仍可显示）',
    access: perm(perms.remove),
    chosenPath: true,
    body: z.object({ materialCode: materialCodeSchema }),
    response: z.null(),
    changesData: true,
  }),
};
