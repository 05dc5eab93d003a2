import { z } from 'zod';
import { MULTIPART_FILE_FIELD } from '../../common/file-manage.routes.ts';
import { type UploadRule, uploadMessages, uploadRules } from '../../common/upload-rules.ts';
import { pageOf, pageParams } from '../../platform/envelope.ts';
import { defineRoute, LOGGED_IN, PUBLIC, perm } from '../../platform/route.ts';
import { parseApiTime } from '../../platform/time.ts';
import { fieldTypeSpec } from './field-types.ts';
import { FormQueryMap } from './filters.ts';
import { FORM_NAME_MAX, FormOptions, type FormRule, FormRules, formMessages, jsonText } from './form-rule.ts';

/**
 * Forms and their answers (platform §7 `/train/train-form-info/*`, `/train/formValue/*`). Paths the spec
 * does not show (submit, upload, the answer's own info) are marked `chosenPath`.
 */
const INFO = '/train/train-form-info';
const VALUE = '/train/formValue';

const blank = (value: unknown) => (value === '' || value === null ? undefined : value);
const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blank, schema.optional());

/** A form's business code: letters, digits, `_` and `-`. */
export const FormBizCode = z
  .string({ error: '缺少表单编码' })
  .trim()
  .min(1, '缺少表单编码')
  .max(40, '表单编码最多40个字符')
  .regex(/^[\w-]+$/, '表单编码只能包含字母、数字、下划线和横线');

const FormId = z.coerce.number({ error: '缺少表单ID' }).int('表单ID不合法').positive('表单ID不合法');

const formName = z
  .string({ error: formMessages.formNameRequired })
  .trim()
  .min(1, formMessages.formNameRequired)
  .max(FORM_NAME_MAX, formMessages.formNameTooLong);

export const FormSaveBody = z.object({
  /** Absent: the server makes one. */
  bizCode: optional(FormBizCode),
  formName,
  /** The rules, as JSON text (or an array, serialised as sent). */
  formContent: jsonText(FormRules, formMessages.notJson),
  /** The form options, as JSON text (or an object). */
  formOption: optional(jsonText(FormOptions, formMessages.optionInvalid)),
});
export type FormSaveBody = z.input<typeof FormSaveBody>;

export const FormEditBody = FormSaveBody.omit({ bizCode: true }).extend({ id: FormId });
export type FormEditBody = z.input<typeof FormEditBody>;

export const FormInfo = z.object({
  id: z.number(),
  bizCode: z.string(),
  formName: z.string(),
  /** The rules exactly as saved. */
  formContent: z.string(),
  formOption: z.string().nullable(),
  /** The company that owns it; null for the platform's forms (usable by every company). */
  cmpyCode: z.string().nullable(),
  fieldCount: z.number(),
  answerCount: z.number(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type FormInfo = z.infer<typeof FormInfo>;

/** What an answer page needs: no owner or counts. */
export const PublicForm = FormInfo.pick({
  id: true,
  bizCode: true,
  formName: true,
  formContent: true,
  formOption: true,
});
export type PublicForm = z.infer<typeof PublicForm>;

export const FormOptionRow = z.object({ id: z.number(), bizCode: z.string(), formName: z.string() });

const ById = z.object({ id: FormId });

/** What an answer is given for: a job or course registration, a hot event, or nothing (a plain form link). */
export const ANSWER_REF_TYPES = ['job', 'course', 'hotEvent'] as const;
const refFields = {
  refType: optional(z.enum(ANSWER_REF_TYPES, { error: '关联类型只能是job、course或hotEvent' })),
  refCode: optional(
    z
      .string()
      .trim()
      .max(40, '关联编码最多40个字符')
      .regex(/^[\w-]+$/, '关联编码格式不正确'),
  ),
};

const apiTime = (label: string) =>
  optional(
    z
      .string()
      .trim()
      .refine((text) => parseApiTime(text) !== null, `${label}格式应为 YYYY-MM-DD HH:mm:ss`),
  );

const valueFilters = {
  bizCode: FormBizCode,
  beginTime: apiTime('开始时间'),
  endTime: apiTime('结束时间'),
  queryMap: optional(FormQueryMap),
  ...refFields,
};

export const FormValueListBody = z.object({ ...pageParams, ...valueFilters });
export type FormValueListBody = z.input<typeof FormValueListBody>;

export const FormValueExportBody = z.object({
  ...valueFilters,
  /** The chosen rows; absent: every answer the filters match. */
  ids: optional(z.array(z.coerce.number().int().positive()).max(10_000, '一次最多导出10000条选中数据')),
});
export type FormValueExportBody = z.input<typeof FormValueExportBody>;

export const FormValueRow = z.object({
  id: z.number(),
  valueCode: z.string(),
  bizCode: z.string(),
  /** The answers as JSON text: field id → value. */
  formValue: z.string(),
  /** Signed links of the files the answers name (objectKey → url), for previews. */
  fileUrls: z.record(z.string(), z.string()),
  refType: z.string().nullable(),
  refCode: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type FormValueRow = z.infer<typeof FormValueRow>;

export const FormValueSubmitBody = z.object({
  bizCode: FormBizCode,
  /** field id → value, as an object or JSON text. A signature may be sent as a PNG data URL. */
  formValue: z
    .union([z.string().max(1024 * 1024, '提交内容过大'), z.record(z.string(), z.unknown())])
    .transform((input, ctx) => {
      if (typeof input !== 'string') return input;
      try {
        const parsed = JSON.parse(input) as unknown;
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
          return parsed as Record<string, unknown>;
      } catch {
        // falls through to the issue below
      }
      ctx.addIssue({ code: 'custom', message: '表单数据不是有效的JSON对象' });
      return z.NEVER;
    }),
  ...refFields,
});
export type FormValueSubmitBody = z.input<typeof FormValueSubmitBody>;

export const FormUploadForm = z.object({
  bizCode: FormBizCode,
  field: z.string().trim().min(1, '缺少字段ID').max(40),
});

/** The file rule of a file field: images for image upload and signature, the shared video rule, documents. */
export function formFileRule(rule: FormRule): UploadRule | null {
  const kind = fieldTypeSpec(rule.type)?.files;
  if (kind === 'image') return uploadRules.image;
  if (kind === 'video') return uploadRules.sharedVideo;
  if (kind === 'any')
    return {
      extensions: [...uploadRules.document.extensions, 'mp4'],
      maxBytes: uploadRules.document.maxBytes,
    };
  return null;
}

export const formRoutes = {
  save: defineRoute({
    method: 'POST',
    path: `${INFO}/save`,
    summary: '新增表单（formContent 为组件规则 JSON 数组，formOption 为表单配置；bizCode 不传时自动生成）',
    access: perm('form:add'),
    changesData: true,
    body: FormSaveBody,
    response: z.object({ id: z.number(), bizCode: z.string() }),
  }),
  edit: defineRoute({
    method: 'POST',
    path: `${INFO}/edit`,
    summary: '修改表单（已提交的数据保持原样）',
    access: perm('form:edit'),
    changesData: true,
    body: FormEditBody,
    response: z.null(),
  }),
  del: defineRoute({
    method: 'GET',
    path: `${INFO}/del`,
    summary: '删除表单（软删除，已提交的数据保留）',
    access: perm('form:remove'),
    changesData: true,
    query: ById,
    response: z.null(),
  }),
  info: defineRoute({
    method: 'GET',
    path: `${INFO}/info`,
    summary: '表单详情（职位、课程编辑页预览表单也用它，登录即可）',
    access: LOGGED_IN,
    changesData: false,
    query: ById,
    response: FormInfo,
  }),
  page: defineRoute({
    method: 'GET',
    path: `${INFO}/page`,
    summary: '表单分页列表（名称模糊、编码）',
    access: perm('form:list'),
    changesData: false,
    query: z.object({
      ...pageParams,
      formName: optional(z.string().trim().max(FORM_NAME_MAX)),
      bizCode: optional(z.string().trim().max(40)),
    }),
    response: pageOf(FormInfo),
  }),
  list: defineRoute({
    method: 'GET',
    path: `${INFO}/list`,
    summary: '可选表单列表（职位、课程选择自定义报名表用；最多100条）',
    access: LOGGED_IN,
    changesData: false,
    query: z.object({ formName: optional(z.string().trim().max(FORM_NAME_MAX)) }),
    response: z.array(FormOptionRow),
  }),
  getFormInfoByCode: defineRoute({
    method: 'GET',
    path: `${VALUE}/getFormInfoByCode`,
    summary: '按表单编码取表单（填写页用，无需登录）',
    access: PUBLIC,
    changesData: false,
    query: z.object({ bizCode: FormBizCode }),
    response: PublicForm,
  }),
  selectPageList: defineRoute({
    method: 'POST',
    path: `${VALUE}/selectPageList`,
    summary: '表单数据分页列表（提交时间范围；queryMap 按可筛选字段筛选），新提交的在前',
    access: perm('formValue:list'),
    changesData: false,
    body: FormValueListBody,
    response: pageOf(FormValueRow),
  }),
  export: defineRoute({
    method: 'POST',
    path: `${VALUE}/export`,
    summary: '导出表单数据 xlsx（每个字段一列，按人能读的方式：选项名称、地区名称、图片链接）',
    access: perm('formValue:export'),
    changesData: false,
    body: FormValueExportBody,
    response: z.null(),
    file: true,
  }),
  submit: defineRoute({
    method: 'POST',
    path: `${VALUE}/submit`,
    summary: '提交表单数据（填写页，无需登录；按表单自己的校验规则在服务端校验）',
    access: PUBLIC,
    changesData: true,
    rateLimit: 'publicSubmit',
    chosenPath: true,
    body: FormValueSubmitBody,
    response: z.object({ id: z.number(), valueCode: z.string() }),
  }),
  uploadFile: defineRoute({
    method: 'POST',
    path: `${VALUE}/uploadFile`,
    summary: '填写页上传文件（按字段类型：图片 png/jpg/jpeg 10M，视频 30M，附件 10M）',
    access: PUBLIC,
    changesData: true,
    rateLimit: 'publicUpload',
    chosenPath: true,
    upload: {
      field: MULTIPART_FILE_FIELD,
      maxBytes: uploadRules.sharedVideo.maxBytes,
      tooLarge: uploadMessages.size(uploadRules.sharedVideo.maxBytes),
    },
    body: FormUploadForm,
    response: z.object({ name: z.string(), objectKey: z.string(), url: z.string() }),
  }),
};
