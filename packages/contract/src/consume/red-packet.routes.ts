import { z } from 'zod';
import { StateHistoryItem } from '../cmpy/company.ts';
import { pageOf, pageParams } from '../platform/envelope.ts';
import { defineRoute, IMPORT_EXPORT_TIMEOUT_MS, perm } from '../platform/route.ts';
import {
  REDPKG_IMPORT_MAX_BYTES,
  RedPkgBatchBody,
  RedPkgBatchRow,
  RedPkgCheckBody,
  RedPkgCode,
  RedPkgEditBody,
  RedPkgImportJob,
  RedPkgSelectionBody,
  RedPkgUserBody,
  RedPkgUserRow,
  redPkgMessages,
} from './red-packet.ts';

const BASE = '/consume/user-red-pkg23';

const checkType = z.coerce
  .number({ error: '审核状态必须是数字' })
  .int('审核状态必须是整数')
  .refine((value) => [0, 1, 2, 3].includes(value), '审核状态只能是0、1、2或3');

/** The list's filters (also of the counts, the money sum and the export). */
export const redPkgFilters = {
  batchCode: RedPkgCode('批次').optional(),
  realName: z.string().trim().max(30, '姓名最多30个字符').optional(),
  idCard: z.string().trim().max(18, '身份证号最多18个字符').optional(),
  phone: z.string().trim().max(14, '手机号最多14个字符').optional(),
  source: z.coerce
    .number({ error: '来源必须是数字' })
    .int('来源必须是整数')
    .refine((value) => [1, 2].includes(value), '来源只能是1或2')
    .optional(),
};
export const RedPkgFilterBody = z.object(redPkgFilters);
export const RedPkgListQuery = z.object({ ...pageParams, ...redPkgFilters, checkType: checkType.optional() });

export const RedPkgCheckTypeCount = z.object({
  checkType: z.number(),
  checkTypeName: z.string(),
  count: z.number(),
  /** Cents. */
  money: z.number(),
});
export const RedPkgMoney = z.object({ count: z.number(), money: z.number() });
export const RedPkgStatisRow = z.object({
  batchCode: z.string(),
  batchName: z.string(),
  areaName: z.string(),
  totalCount: z.number(),
  totalMoney: z.number(),
  draftCount: z.number(),
  pendingCount: z.number(),
  pendingMoney: z.number(),
  passedCount: z.number(),
  passedMoney: z.number(),
  rejectedCount: z.number(),
});
export const RedPkgUserDetail = RedPkgUserRow.extend({ history: z.array(StateHistoryItem) });
export const RedPkgActionResult = z.object({ count: z.number(), money: z.number() });

export const redPkgRoutes = {
  queryRedPkgUserList: defineRoute({
    method: 'GET',
    path: `${BASE}/queryRedPkgUserList`,
    summary: '红包用户分页列表（checkType：0 待提交，1 待审核，2 审核通过，3 审核驳回；金额单位为分）',
    access: perm('redPkg:list'),
    changesData: false,
    query: RedPkgListQuery,
    response: pageOf(RedPkgUserRow),
  }),
  queryRedPkgUserInfo: defineRoute({
    method: 'GET',
    path: `${BASE}/queryRedPkgUserInfo`,
    summary: '红包用户详情（含审核记录）',
    access: perm('redPkg:list'),
    changesData: false,
    chosenPath: true,
    query: z.object({ userCode: RedPkgCode('红包用户') }),
    response: RedPkgUserDetail,
  }),
  queryCheckTypeCount: defineRoute({
    method: 'POST',
    path: `${BASE}/queryCheckTypeCount`,
    summary: '各审核状态标签页的人数与金额：每个 checkType 一行 {checkType, checkTypeName, count, money}',
    access: perm('redPkg:list'),
    changesData: false,
    body: RedPkgFilterBody,
    response: z.array(RedPkgCheckTypeCount),
  }),
  queryCheckMoney: defineRoute({
    method: 'POST',
    path: `${BASE}/queryCheckMoney`,
    summary: '审核前合计：所选（或 all 为整批）待审核红包用户的人数与金额（分）',
    access: perm('redPkg:list'),
    changesData: false,
    body: RedPkgSelectionBody,
    response: RedPkgMoney,
  }),
  querySubCheckMoney: defineRoute({
    method: 'POST',
    path: `${BASE}/querySubCheckMoney`,
    summary: '提交审核前合计：所选（或 all 为整批）待提交、审核驳回红包用户的人数与金额（分）',
    access: perm('redPkg:list'),
    changesData: false,
    body: RedPkgSelectionBody,
    response: RedPkgMoney,
  }),
  queryRedPkgStatisCount: defineRoute({
    method: 'POST',
    path: `${BASE}/queryRedPkgStatisCount`,
    summary: '按批次统计：总人数与金额，各审核状态人数，待审核与审核通过金额（分）',
    access: perm('redPkg:list'),
    changesData: false,
    body: z.object({ batchCode: RedPkgCode('批次').optional() }),
    response: z.array(RedPkgStatisRow),
  }),
  addRedPkgUser: defineRoute({
    method: 'POST',
    path: `${BASE}/addRedPkgUser`,
    summary: '新增红包用户（待提交；金额单位为分；同一批次身份证号不重复）',
    access: perm('redPkg:add'),
    changesData: true,
    body: RedPkgUserBody,
    response: RedPkgUserRow,
  }),
  editRedPkgUser: defineRoute({
    method: 'POST',
    path: `${BASE}/editRedPkgUser`,
    summary: '修改红包用户（仅待提交、审核驳回）',
    access: perm('redPkg:edit'),
    changesData: true,
    body: RedPkgEditBody,
    response: RedPkgUserRow,
  }),
  removeRedPkgUser: defineRoute({
    method: 'POST',
    path: `${BASE}/removeRedPkgUser`,
    summary: '删除红包用户（仅待提交、审核驳回；可多选）',
    access: perm('redPkg:remove'),
    changesData: true,
    body: z.object({
      userCodes: z
        .array(RedPkgCode('红包用户'), { error: redPkgMessages.chooseUsers })
        .min(1, redPkgMessages.chooseUsers)
        .max(1000, redPkgMessages.tooManyUsers),
    }),
    response: z.object({ count: z.number() }),
  }),
  subCheRedPkgUsers: defineRoute({
    method: 'POST',
    path: `${BASE}/subCheRedPkgUsers`,
    summary: '提交审核：所选或整批（all）待提交、审核驳回的红包用户进入待审核',
    access: perm('redPkg:edit'),
    changesData: true,
    body: RedPkgSelectionBody,
    response: RedPkgActionResult,
  }),
  checkRedPkgUsers: defineRoute({
    method: 'POST',
    path: `${BASE}/checkRedPkgUsers`,
    summary: '审核：所选或整批（all）待审核红包用户通过（pass true）或驳回（pass false，须填 checkRemark）',
    access: perm('redPkg:check'),
    changesData: true,
    body: RedPkgCheckBody,
    response: RedPkgActionResult,
  }),
  exportRedPkgUsers: defineRoute({
    method: 'GET',
    path: `${BASE}/exportRedPkgUsers`,
    summary: '导出红包用户（当前筛选与标签页，xlsx 流式）',
    access: perm('redPkg:export'),
    changesData: false,
    query: z.object({ ...redPkgFilters, checkType: checkType.optional() }),
    response: z.null(),
    file: true,
  }),
  impRedPkgUsers: defineRoute({
    method: 'POST',
    path: `${BASE}/impRedPkgUsers`,
    summary:
      '导入红包用户（multipart：file 为 xlsx，batchCode 为批次）：建立导入任务并在后台校验；任一行有误则不导入任何数据，整份文件在一个事务中落库',
    access: perm('redPkg:import'),
    changesData: true,
    body: z.object({ batchCode: RedPkgCode('批次') }),
    upload: {
      field: 'file',
      maxBytes: REDPKG_IMPORT_MAX_BYTES,
      tooLarge: redPkgMessages.fileTooLarge,
      timeoutMs: IMPORT_EXPORT_TIMEOUT_MS,
    },
    response: RedPkgImportJob,
  }),
  queryImportJob: defineRoute({
    method: 'GET',
    path: `${BASE}/queryImportJob`,
    summary: '导入任务进度（页面轮询）：state 0 排队，1 校验，2 导入，3 成功，4 失败',
    access: perm('redPkg:import'),
    changesData: false,
    chosenPath: true,
    query: z.object({ jobCode: RedPkgCode('导入任务') }),
    response: RedPkgImportJob,
  }),
  exportRedPkgUserError: defineRoute({
    method: 'GET',
    path: `${BASE}/exportRedPkgUserError`,
    summary: '下载导入错误数据：原文件各行加“错误原因”列（xlsx）',
    access: perm('redPkg:import'),
    changesData: false,
    query: z.object({ jobCode: RedPkgCode('导入任务') }),
    response: z.null(),
    file: true,
  }),
  downloadTemplate: defineRoute({
    method: 'GET',
    path: `${BASE}/downloadTemplate`,
    summary: '下载红包用户导入模板（xlsx）',
    access: perm('redPkg:import'),
    changesData: false,
    chosenPath: true,
    response: z.null(),
    file: true,
  }),
  queryRedPkgBatchList: defineRoute({
    method: 'GET',
    path: `${BASE}/queryRedPkgBatchList`,
    summary: '红包批次列表（筛选项、导入与新增时选择）',
    access: perm('redPkg:list'),
    changesData: false,
    chosenPath: true,
    response: z.array(RedPkgBatchRow),
  }),
  addRedPkgBatch: defineRoute({
    method: 'POST',
    path: `${BASE}/addRedPkgBatch`,
    summary: '新增红包批次',
    access: perm('redPkg:add'),
    changesData: true,
    chosenPath: true,
    body: RedPkgBatchBody,
    response: RedPkgBatchRow,
  }),
};
