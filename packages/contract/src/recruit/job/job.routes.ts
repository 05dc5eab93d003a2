import { z } from 'zod';
import { pageOf } from '../../platform/envelope.ts';
import { defineRoute, perm } from '../../platform/route.ts';
import {
  JobCheckBody,
  JobCode,
  JobCodeBody,
  JobEditBody,
  JobForcedEndBody,
  JobListBody,
  JobOnlineBody,
  JobSaveBody,
  JobTypeQuery,
} from './job.schemas.ts';

const PATH = '/recruit/job-info';

/** A row of the job list. Money in cents; times `YYYY-MM-DD HH:mm:ss`. */
export const JobRow = z.object({
  jobCode: z.string(),
  jobName: z.string(),
  jobCategory: z.string().nullable(),
  jobCategoryParent: z.string().nullable(),
  jobCategoryName: z.string().nullable(),
  cmpyCode: z.string(),
  cmpyName: z.string().nullable(),
  flag: z.number().nullable(),
  jobMinSalary: z.number().nullable(),
  jobMaxSalary: z.number().nullable(),
  salaryDescribe: z.string().nullable(),
  payCycle: z.number().nullable(),
  applicationNumber: z.number().nullable(),
  workType: z.number().nullable(),
  provinceCode: z.string().nullable(),
  provinceName: z.string().nullable(),
  cityCode: z.string().nullable(),
  cityName: z.string().nullable(),
  countyCode: z.string().nullable(),
  countyName: z.string().nullable(),
  jobAddress: z.string().nullable(),
  approveType: z.number(),
  automaticalPublish: z.number(),
  /** Applications (deliveries), favourites and shares, counted from their records. */
  deliverCount: z.number(),
  collectCount: z.number(),
  transpondCount: z.number(),
  /** The reason of the last rejection or forced end. */
  remark: z.string().nullable(),
  submitTime: z.string().nullable(),
  checkTime: z.string().nullable(),
  onlineTime: z.string().nullable(),
  downTime: z.string().nullable(),
  refreshTime: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type JobRow = z.infer<typeof JobRow>;

export const JobHistoryItem = z.object({
  action: z.string(),
  actionName: z.string(),
  fromState: z.number().nullable(),
  toState: z.number(),
  operator: z.string().nullable(),
  remark: z.string().nullable(),
  createTime: z.string().nullable(),
});

export const JobMedia = z.object({ code: z.string(), url: z.string().nullable() });

/** Everything the detail view and the edit form need. */
export const JobDetail = JobRow.extend({
  jobIntroduction: z.string().nullable(),
  workDescription: z.array(z.string()),
  entryRebate: z.number().nullable(),
  rebateRule: z.string().nullable(),
  jobWelfare: z.array(z.string()),
  interviewRequirements: z.array(z.string()),
  ageRequirement: z.string().nullable(),
  workYears: z.number().nullable(),
  genderRequirement: z.number().nullable(),
  academicRequirement: z.number().nullable(),
  socialRecruitment: z.number().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  otherRequirements: z.string().nullable(),
  jobPictureCodes: z.string(),
  jobPictureUrls: z.array(JobMedia),
  jobVideoCodes: z.string(),
  jobVideoUrl: z.string().nullable(),
  formId: z.number().nullable(),
  formName: z.string().nullable(),
  formContent: z.string().nullable(),
  needResume: z.number(),
  gcj02Lon: z.number().nullable(),
  gcj02Lat: z.number().nullable(),
  bd09Lon: z.number().nullable(),
  bd09Lat: z.number().nullable(),
  history: z.array(JobHistoryItem),
});
export type JobDetail = z.infer<typeof JobDetail>;

export const JobTypeCount = z.object({ approveType: z.number(), num: z.number() });

const LIST = perm('recruit:list');

export const jobRoutes = {
  queryJobInfoList: defineRoute({
    method: 'POST',
    path: `${PATH}/queryJobInfoList`,
    summary: '职位分页列表（approveType 标签；company staff 只见本企业）；按刷新时间倒序',
    access: LIST,
    changesData: false,
    body: JobListBody,
    response: pageOf(JobRow),
  }),
  queryJobInfoType: defineRoute({
    method: 'GET',
    path: `${PATH}/queryJobInfoType`,
    summary: '各 approveType 的职位数（与列表相同的筛选条件）',
    access: LIST,
    changesData: false,
    query: JobTypeQuery,
    response: z.array(JobTypeCount),
  }),
  queryJobInfoDetail: defineRoute({
    method: 'POST',
    path: `${PATH}/queryJobInfoDetail/{jobCode}`,
    summary: '职位详情（含图片视频地址、报名表单、状态记录）',
    access: LIST,
    changesData: false,
    params: z.object({ jobCode: JobCode }),
    response: JobDetail,
  }),
  saveJobInfo: defineRoute({
    method: 'POST',
    path: `${PATH}/saveJobInfo`,
    summary: '发布职位（approveType 0 待审核）或存为草稿（6）；复制时带 sourceJobCode',
    access: perm('recruit:add'),
    changesData: true,
    body: JobSaveBody,
    response: z.object({ jobCode: z.string() }),
  }),
  editJobInfo: defineRoute({
    method: 'POST',
    path: `${PATH}/editJobInfo`,
    summary: '编辑审核通过、驳回或草稿职位：approveType 0 重新提交审核，6 保存为草稿',
    access: perm('recruit:edit'),
    changesData: true,
    body: JobEditBody,
    response: z.null(),
  }),
  checkJobInfo: defineRoute({
    method: 'POST',
    path: `${PATH}/checkJobInfo`,
    summary: '审核职位：approveType 2 通过（automaticalPublish 0 直接上线，1 待上线），1 驳回（须填原因）',
    access: perm('recruit:check'),
    changesData: true,
    body: JobCheckBody,
    response: z.object({ approveType: z.number() }),
  }),
  onOrOffLineJobInfo: defineRoute({
    method: 'POST',
    path: `${PATH}/onOrOffLineJobInfo`,
    summary: '职位上线（onlineType 1，须 recruit:online）或下线（0，须 recruit:downline）',
    access: LIST,
    changesData: true,
    body: JobOnlineBody,
    response: z.null(),
  }),
  refreshJobInfo: defineRoute({
    method: 'POST',
    path: `${PATH}/refreshJobInfo/{id}`,
    summary: '刷新在线职位：刷新时间置为现在，排到列表前面',
    access: perm('recruit:refresh'),
    changesData: true,
    params: z.object({ id: JobCode }),
    response: z.null(),
  }),
  endJobInfo: defineRoute({
    method: 'POST',
    path: `${PATH}/endJobInfo/{id}`,
    summary: '结束招聘：审核通过或在线的职位转为已下线',
    access: perm('recruit:end'),
    changesData: true,
    params: z.object({ id: JobCode }),
    response: z.null(),
  }),
  forcedOfflineJobInfo: defineRoute({
    method: 'POST',
    path: `${PATH}/forcedOfflineJobInfo`,
    summary: '强制下线（运营）：审核通过或在线的职位转为强制结束（5）',
    access: perm('recruit:forcedOffline'),
    changesData: true,
    body: JobForcedEndBody,
    response: z.null(),
  }),
  toSendRecruitNotice: defineRoute({
    method: 'POST',
    path: `${PATH}/toSendRecruitNotice`,
    summary: '发送在线职位的招聘通知：发布为平台公告（消息中心），同一职位24小时内只发一次',
    access: perm('recruit:notice'),
    changesData: true,
    body: JobCodeBody,
    response: z.object({ annoCode: z.string() }),
  }),
  deleteJobInfo: defineRoute({
    method: 'POST',
    path: `${PATH}/deleteJobInfo/{id}`,
    summary: '删除驳回、已下线、强制结束或草稿职位（保留记录）',
    access: perm('recruit:delete'),
    changesData: true,
    params: z.object({ id: JobCode }),
    response: z.null(),
    chosenPath: true,
  }),
};
