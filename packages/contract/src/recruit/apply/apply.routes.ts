import { z } from 'zod';
import { MULTIPART_FILE_FIELD } from '../../common/file-manage.routes.ts';
import { uploadMessages, uploadRules } from '../../common/upload-rules.ts';
import { pageOf, pageParams } from '../../platform/envelope.ts';
import { defineRoute, LOGGED_IN, PUBLIC, perm } from '../../platform/route.ts';
import { parseApiTime } from '../../platform/time.ts';
import { FormQueryMap } from '../../train/form/filters.ts';
import { JobCode } from '../job/job.schemas.ts';
import { JobCategoryNode } from '../job-category.routes.ts';
import {
  BatchInviteInterviewBody,
  InviteInterviewQuery,
  JobApplyCode,
  JobApplyCodes,
  JobApplyCodesQuery,
  UpdateRemarkBody,
  UpdateStateQuery,
} from './interview.ts';
import { RESUME_TAB_KEYS } from './pipeline.ts';
import { ResumeInput } from './resume.ts';

/**
 * Applications and the hiring pipeline (spec recruitment §7 `/recruit/applyInfo/*`, `/recruit/health/*`).
 * Paths the spec does not show (export records, the public apply page's calls) are marked `chosenPath`.
 * Every call is confined to the caller's company for company staff.
 */
const PATH = '/recruit/applyInfo';

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blank, schema.optional());
const apiTime = (label: string) =>
  optional(
    z
      .string()
      .trim()
      .refine((t) => parseApiTime(t) !== null, `${label}格式应为 YYYY-MM-DD HH:mm:ss`),
  );
const age = (label: string) =>
  optional(
    z.coerce
      .number({ error: `${label}必须是数字` })
      .int(`${label}必须是整数`)
      .min(0)
      .max(150),
  );

/** queryMap arrives as JSON text in a GET and as an object in a POST (the ByForm variants). */
export const queryMapParam = z.preprocess((v) => {
  if (typeof v !== 'string') return blank(v);
  if (!v.trim()) return undefined;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
}, FormQueryMap.optional());

/** The filters of the lists, their counts and the filtered export (spec §2 filter card, §7). */
export const applyFilters = {
  /** Single mode: one job's applicants. */
  jobCode: optional(JobCode),
  /** All mode: part of the job's name. */
  jobName: optional(z.string().trim().max(126)),
  usrName: optional(z.string().trim().max(20)),
  usrPhone: optional(z.string().trim().max(11)),
  startUsrAge: age('最小年龄'),
  endUsrAge: age('最大年龄'),
  /** Delivery (apply) time range. */
  startTime: apiTime('开始时间'),
  endTime: apiTime('结束时间'),
  usrGender: optional(z.coerce.number().pipe(z.literal([1, 2], { error: '性别只能是1男或2女' }))),
  /** Single mode: filters on the job's custom form fields (field id → what the control sends). */
  queryMap: queryMapParam,
};
const tabParam = z.preprocess(
  blank,
  z.coerce
    .number({ error: '简历状态不合法' })
    .pipe(z.literal(RESUME_TAB_KEYS, { error: '简历状态只能是0、1、3、4、5' }))
    .default(0),
);
export const ApplyListQuery = z.object({ ...pageParams, state: tabParam, ...applyFilters });
export type ApplyListQuery = z.input<typeof ApplyListQuery>;
export const ApplyCountQuery = z.object(applyFilters);
export type ApplyCountQuery = z.input<typeof ApplyCountQuery>;

/** A row of the application and resume lists. */
export const ApplyRow = z.object({
  applyCode: z.string(),
  resumeCode: z.string().nullable(),
  jobCode: z.string(),
  jobName: z.string(),
  cmpyCode: z.string(),
  usrCode: z.string(),
  usrName: z.string(),
  usrTel: z.string(),
  usrAge: z.number().nullable(),
  usrGender: z.number().nullable(),
  state: z.number(),
  stateName: z.string(),
  /** Delivery time. */
  createTime: z.string().nullable(),
  updateTime: z.string().nullable(),
  /** When the application entered its current state (the stage's time column). */
  stateTime: z.string().nullable(),
  interviewTime: z.string().nullable(),
  stationCode: z.string().nullable(),
  stationName: z.string().nullable(),
  remark: z.string().nullable(),
  /** Answers to the job's custom form, for the custom-field columns (single mode). */
  formValue: z.record(z.string(), z.unknown()).nullable(),
});
export type ApplyRow = z.infer<typeof ApplyRow>;

/** Counts per resume tab, keyed by the tab's state (spec §7 "counts keyed by state"). */
export const ApplyStateCount = z.record(z.string(), z.number());

export const AuditionInfo = z.object({
  auditionTime: z.string().nullable(),
  auditionAddress: z.string(),
  auditionContactPerson: z.string(),
  auditionTel: z.string(),
  auditionPrecautions: z.string().nullable(),
  remark: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type AuditionInfo = z.infer<typeof AuditionInfo>;

export const OperationRecord = z.object({
  operateType: z.number(),
  operateName: z.string(),
  /** Who did it (staff name); null for the applicant's own answers and the clock. */
  operator: z.string().nullable(),
  createTime: z.string().nullable(),
  /** The departure evaluation (11) or other note. */
  remark: z.string().nullable(),
  auditionInfo: AuditionInfo.nullable(),
});

const Period = { beginTime: z.string().nullable(), endTime: z.string().nullable() };
/** queryResumeDetail (spec §3 resume detail). */
export const ResumeDetail = z.object({
  resumeVO: z.object({
    resumeCode: z.string(),
    usrCode: z.string(),
    usrName: z.string(),
    usrTel: z.string(),
    usrIdCard: z.string(),
    usrGender: z.number().nullable(),
    workingYear: z.number().nullable(),
    academicRequirement: z.number().nullable(),
    recruit: z.number().nullable(),
    usrProvince: z.string().nullable(),
    usrCity: z.string().nullable(),
    usrCountry: z.string().nullable(),
    /** Region names of the three codes, joined. */
    regionName: z.string().nullable(),
    headPictureCode: z.string().nullable(),
    headPictureUrl: z.string().nullable(),
    expectPosition: z.string().nullable(),
    workType: z.number().nullable(),
  }),
  jobApplyInfoVO: z.object({
    applyCode: z.string(),
    resumeCode: z.string().nullable(),
    jobCode: z.string(),
    jobName: z.string(),
    cmpyName: z.string().nullable(),
    salary: z.string(),
    state: z.number(),
    stateName: z.string(),
    usrAge: z.number().nullable(),
    remark: z.string().nullable(),
    createTime: z.string().nullable(),
    /** The service station the applicant joined, if any. */
    stationName: z.string().nullable(),
    hasForm: z.boolean(),
  }),
  specialSkillNames: z.array(z.object({ categorieName: z.string() })),
  workList: z.array(
    z.object({
      experienceCode: z.string(),
      compyName: z.string(),
      ...Period,
      jobCategoryName: z.string().nullable(),
      jobName: z.string(),
      workContent: z.string().nullable(),
    }),
  ),
  educationList: z.array(
    z.object({
      educationCode: z.string(),
      schoolName: z.string(),
      professionName: z.string().nullable(),
      ...Period,
      academicRequirement: z.number().nullable(),
      recruit: z.number().nullable(),
    }),
  ),
  trainList: z.array(
    z.object({
      trainCode: z.string(),
      trainOrganizaName: z.string(),
      ...Period,
      trainContent: z.string().nullable(),
    }),
  ),
  certificateVOS: z.array(
    z.object({
      vcName: z.string(),
      issueTime: z.string().nullable(),
      vcMaterialCodeUrls: z.array(z.object({ url: z.string() })),
    }),
  ),
  operationRecordList: z.array(OperationRecord),
  auditionInfoList: z.array(AuditionInfo),
});
export type ResumeDetail = z.infer<typeof ResumeDetail>;

/** The applicant's custom-form answers with the form they answered (view-form dialog). */
export const ApplyFormInfo = z.object({
  applyCode: z.string(),
  jobCode: z.string(),
  jobName: z.string(),
  usrName: z.string(),
  /** The job's copy of the form rules (JSON text), null when the job has no form. */
  formContent: z.string().nullable(),
  formValue: z.record(z.string(), z.unknown()).nullable(),
});

/** A batch's outcome: which applications moved, and which did not and why (issue 6). */
export const BatchResult = z.object({
  succeeded: z.array(z.string()),
  failed: z.array(z.object({ applyCode: z.string(), usrName: z.string().nullable(), reason: z.string() })),
});
export type BatchResult = z.infer<typeof BatchResult>;

/** One export of applicant data (privacy record, visible to operators). */
export const ExportRecord = z.object({
  id: z.number(),
  exportType: z.string(),
  exportTypeName: z.string(),
  fileName: z.string(),
  rowCount: z.number(),
  operator: z.string().nullable(),
  cmpyName: z.string().nullable(),
  createTime: z.string().nullable(),
});

/** What the public apply page shows of a job before applying. */
export const PublicJobInfo = z.object({
  jobCode: z.string(),
  jobName: z.string(),
  cmpyName: z.string().nullable(),
  salary: z.string(),
  address: z.string(),
  jobIntroduction: z.string(),
  /** Whether the job takes applications now (online). */
  open: z.boolean(),
  needResume: z.number(),
  formContent: z.string().nullable(),
});

export const PublicApplyBody = z.object({
  jobCode: JobCode,
  resume: ResumeInput,
  /** Answers to the job's custom form; checked against the job's own copy of its rules. */
  formValue: z.record(z.string(), z.unknown()).default({}),
});
export type PublicApplyBody = z.input<typeof PublicApplyBody>;

export const PublicApplyUploadForm = z.object({
  jobCode: JobCode,
  /** A field id of the job's form, or `$head` / `$certificate` for the resume's pictures. */
  field: z.string().trim().min(1, '缺少字段ID').max(40),
});

const RESUME_LIST = perm('recruit:resumeList');
const fileQuery = z.object({ applyCode: JobApplyCode, resumeCode: optional(z.string().max(40)) });

export const applyRoutes = {
  queryPageJobApplyInfo: defineRoute({
    method: 'GET',
    path: `${PATH}/queryPageJobApplyInfo`,
    summary: '报名/简历分页列表（state 为简历标签：0 新简历、3 通过初筛、5 面试、4 录用、1 不合适）',
    access: RESUME_LIST,
    changesData: false,
    query: ApplyListQuery,
    response: pageOf(ApplyRow),
  }),
  queryPageJobApplyInfoByForm: defineRoute({
    method: 'POST',
    path: `${PATH}/queryPageJobApplyInfoByForm`,
    summary: '单职位报名列表，按职位自定义表单字段筛选（queryMap）',
    access: RESUME_LIST,
    changesData: false,
    body: ApplyListQuery,
    response: pageOf(ApplyRow),
  }),
  queryStateCount: defineRoute({
    method: 'GET',
    path: `${PATH}/queryStateCount`,
    summary: '各简历标签的报名数（与列表相同的筛选条件）',
    access: RESUME_LIST,
    changesData: false,
    query: ApplyCountQuery,
    response: ApplyStateCount,
  }),
  queryStateCountByForm: defineRoute({
    method: 'POST',
    path: `${PATH}/queryStateCountByForm`,
    summary: '各简历标签的报名数，按职位自定义表单字段筛选',
    access: RESUME_LIST,
    changesData: false,
    body: ApplyCountQuery,
    response: ApplyStateCount,
  }),
  queryResumeDetail: defineRoute({
    method: 'GET',
    path: `${PATH}/queryResumeDetail`,
    summary: '简历详情与处理记录；打开新简历时记为已查看（2）',
    access: perm('recruit:resumeDetail'),
    changesData: true,
    query: z.object({ applyCode: JobApplyCode, resumeCode: optional(z.string().max(40)) }),
    response: ResumeDetail,
  }),
  queryJobApplyInfo: defineRoute({
    method: 'GET',
    path: `${PATH}/queryJobApplyInfo`,
    summary: '报名者填写的自定义表单（formContent 与 formValue）',
    access: perm('recruit:resumeDetail'),
    changesData: false,
    query: z.object({ jobApplyCode: JobApplyCode, jobCode: optional(JobCode) }),
    response: ApplyFormInfo,
  }),
  updateState: defineRoute({
    method: 'GET',
    path: `${PATH}/updateState`,
    summary:
      '处理一条报名：operateType 3 通过初筛、4 录用、1 不合适、9 未入职、10 入职、11 离职（须 evaluate）',
    access: RESUME_LIST,
    changesData: true,
    query: UpdateStateQuery,
    response: z.object({ state: z.number() }),
  }),
  inviteInterview: defineRoute({
    method: 'GET',
    path: `${PATH}/inviteInterview`,
    summary: '邀约面试（面试时间须晚于当前时间十分钟）；通过消息中心通知报名者',
    access: perm('recruit:resumeInterview'),
    changesData: true,
    query: InviteInterviewQuery,
    response: z.object({ state: z.number() }),
  }),
  batchInviteInterview: defineRoute({
    method: 'POST',
    path: `${PATH}/batchInviteInterview`,
    summary: '批量邀约面试：可处理的报名转为已邀约，其余说明原因',
    access: perm('recruit:resumeBatchEdit'),
    changesData: true,
    body: BatchInviteInterviewBody,
    response: BatchResult,
  }),
  batchThroughFirst: defineRoute({
    method: 'GET',
    path: `${PATH}/batchThroughFirst`,
    summary: '批量通过初筛',
    access: perm('recruit:resumeBatchEdit'),
    changesData: true,
    query: JobApplyCodesQuery,
    response: BatchResult,
  }),
  batchEmployment: defineRoute({
    method: 'GET',
    path: `${PATH}/batchEmployment`,
    summary: '批量录用',
    access: perm('recruit:resumeBatchEdit'),
    changesData: true,
    query: JobApplyCodesQuery,
    response: BatchResult,
  }),
  batchOutOfPlace: defineRoute({
    method: 'GET',
    path: `${PATH}/batchOutOfPlace`,
    summary: '批量标记不合适',
    access: perm('recruit:resumeBatchEdit'),
    changesData: true,
    query: JobApplyCodesQuery,
    response: BatchResult,
  }),
  updateRemark: defineRoute({
    method: 'POST',
    path: `${PATH}/updateRemark`,
    summary: '修改报名备注（最多500字）',
    access: perm('recruit:resumeDetail'),
    changesData: true,
    body: UpdateRemarkBody,
    response: z.null(),
  }),
  dataExport: defineRoute({
    method: 'GET',
    path: `${PATH}/dataExport`,
    summary: '导出所选报名为 报名表.xlsx（单职位时含自定义表单字段列）',
    access: perm('checkResume:export'),
    changesData: true,
    query: z.object({ applyCodes: JobApplyCodes, jobCode: optional(JobCode) }),
    response: z.null(),
    file: true,
  }),
  exportJobApplyInfos: defineRoute({
    method: 'GET',
    path: `${PATH}/exportJobApplyInfos`,
    summary: '按当前筛选条件导出全部报名为 报名表.xlsx（流式）',
    access: perm('checkResume:export'),
    changesData: true,
    query: ApplyListQuery.omit({ pageNum: true, pageSize: true }),
    response: z.null(),
    file: true,
  }),
  resumeDetailExport: defineRoute({
    method: 'GET',
    path: `${PATH}/resumeDetailExport`,
    summary: '导出所选简历为 简历表.xlsx（resumeCodes）',
    access: perm('recruit:resumeExport'),
    changesData: true,
    query: z.object({ resumeCodes: JobApplyCodes }),
    response: z.null(),
    file: true,
  }),
  downloadResume: defineRoute({
    method: 'GET',
    path: `${PATH}/downloadResume`,
    summary: '下载简历 PDF（已邀约面试的报名）',
    access: perm('recruit:resumeDownload'),
    changesData: true,
    query: fileQuery,
    response: z.null(),
    file: true,
  }),
  queryExportRecord: defineRoute({
    method: 'GET',
    path: `${PATH}/queryExportRecord`,
    summary: '报名与简历导出记录（谁、何时、导出多少条）',
    access: perm('exportRecord:list'),
    changesData: false,
    query: z.object({
      ...pageParams,
      operator: optional(z.string().trim().max(20)),
      startTime: apiTime('开始时间'),
      endTime: apiTime('结束时间'),
    }),
    response: pageOf(ExportRecord),
    chosenPath: true,
  }),
  publicJobInfo: defineRoute({
    method: 'GET',
    path: `${PATH}/public/jobInfo`,
    summary: '报名页的职位信息（职位二维码打开，无需登录）',
    access: PUBLIC,
    changesData: false,
    query: z.object({ jobCode: JobCode }),
    response: PublicJobInfo,
    chosenPath: true,
  }),
  publicSkills: defineRoute({
    method: 'GET',
    path: `${PATH}/public/skills`,
    summary: '报名页可选的技能特长（职位工种两级树，无需登录）',
    access: PUBLIC,
    changesData: false,
    response: z.array(JobCategoryNode),
    chosenPath: true,
  }),
  publicApply: defineRoute({
    method: 'POST',
    path: `${PATH}/public/apply`,
    summary: '报名页提交简历与自定义表单（无需登录；同一手机号不能重复报名同一职位）',
    access: PUBLIC,
    changesData: true,
    rateLimit: 'publicSubmit',
    body: PublicApplyBody,
    response: z.object({ applyCode: z.string() }),
    chosenPath: true,
  }),
  publicUploadFile: defineRoute({
    method: 'POST',
    path: `${PATH}/public/uploadFile`,
    summary: '报名页上传文件（表单字段或简历图片 $head、$certificate）',
    access: PUBLIC,
    changesData: true,
    rateLimit: 'publicUpload',
    upload: {
      field: MULTIPART_FILE_FIELD,
      maxBytes: uploadRules.sharedVideo.maxBytes,
      tooLarge: uploadMessages.size(uploadRules.sharedVideo.maxBytes),
    },
    body: PublicApplyUploadForm,
    response: z.object({ name: z.string(), objectKey: z.string(), url: z.string() }),
    chosenPath: true,
  }),
};

/** An epidemic check-in (spec §3 epidemic record): one day's entries, each with two pictures. */
export const HealthDay = z.object({
  subDate: z.string(),
  healthProveList: z.array(
    z.object({
      healthCode: z.string(),
      createTime: z.string().nullable(),
      healthImgUrl: z.string().nullable(),
      proveImgUrl: z.string().nullable(),
    }),
  ),
});

export const healthRoutes = {
  queryHealthProveListUser: defineRoute({
    method: 'GET',
    path: '/recruit/health/queryHealthProveListUser',
    summary: '报名者的疫情打卡记录，按打卡日期分组（企业人员只能看本企业报名者）',
    access: LOGGED_IN,
    changesData: false,
    query: z.object({ userCode: z.string({ error: '缺少用户编号' }).trim().min(1, '缺少用户编号').max(40) }),
    response: z.array(HealthDay),
  }),
};
