import { z } from 'zod';
import { defineLifecycle } from '../platform/lifecycle.ts';

/**
 * Skill-training policy filings (政策备案, platform §2, §4, §7): skill organisations and their promulgation
 * filings share one lifecycle, draft → submitted → cancelled. A filing is written and changed only while a
 * draft; once submitted it is the record the public sees until it is cancelled; only a draft may be deleted
 * (a soft delete, state 9, no tab). Cancelled is final: a new filing is made by adding another.
 */
export const FilingState = { draft: 0, submitted: 1, cancelled: 2, deleted: 9 } as const;
export type FilingState = (typeof FilingState)[keyof typeof FilingState];

export const FILING_STATE_NAMES = { 0: '草稿', 1: '已提交', 2: '已撤销', 9: '已删除' } as const;

/** The filing lifecycle of an entity whose buttons are `${prefix}:edit|submit|cancel|remove`. */
const filingLifecycle = <E extends string>(entity: E, prefix: string) =>
  defineLifecycle({
    entity,
    states: FILING_STATE_NAMES,
    actions: {
      /** addOrgan / addPromulgation make a draft; edit keeps it one. */
      edit: { from: [0], to: 0, permission: `${prefix}:edit`, label: '修改', success: '更新成功' },
      submit: { from: [0], to: 1, permission: `${prefix}:submit`, label: '提交', success: '提交成功' },
      cancel: { from: [1], to: 2, permission: `${prefix}:cancel`, label: '撤销', success: '操作成功' },
      remove: { from: [0], to: 9, permission: `${prefix}:remove`, label: '删除', success: '删除成功' },
    },
  });

export const organLifecycle = filingLifecycle('skillOrgan', 'policy:organ');
export const promulgationLifecycle = filingLifecycle('promulgation', 'policy:promulgation');
export type FilingAction = keyof typeof organLifecycle.actions;

/** The list tabs: every live state, default all. */
export const FILING_TABS = [
  { key: 'all', label: '全部' },
  { key: '0', label: '草稿' },
  { key: '1', label: '已提交' },
  { key: '2', label: '已撤销' },
] as const;
export const FILING_LIVE_STATES = [0, 1, 2] as const;

/** One tab's count: how many live filings are in `status` (counts call of each filing list). */
export const FilingStatusCount = z.object({ status: z.number(), statusName: z.string(), num: z.number() });
export type FilingStatusCount = z.infer<typeof FilingStatusCount>;

export const filingStatusFilter = z.preprocess(
  (v) => (v === '' || v === null || v === 'all' ? undefined : v),
  z.coerce
    .number({ error: '状态只能是0草稿、1已提交、2已撤销' })
    .pipe(z.literal(FILING_LIVE_STATES, { error: '状态只能是0草稿、1已提交、2已撤销' }))
    .optional(),
);

export const ATTACHMENTS_MAX = 10;

/** An attachment as sent: a file uploaded through fileManage/uploadFile, and the name shown for it. */
export const FilingAttachmentInput = z.object({
  objectKey: z
    .string({ error: '附件缺少文件标识' })
    .trim()
    .min(1, '附件缺少文件标识')
    .max(200, '附件文件标识过长'),
  materialName: z
    .string({ error: '请输入附件名称' })
    .trim()
    .min(1, '请输入附件名称')
    .max(100, '附件名称最多100个字符'),
});
export const FilingAttachments = z
  .array(FilingAttachmentInput, { error: '附件格式不正确' })
  .max(ATTACHMENTS_MAX, `附件最多${ATTACHMENTS_MAX}个`)
  .optional()
  .default([]);

/** An attachment as read: with a fresh signed link. */
export const FilingAttachment = z.object({
  objectKey: z.string(),
  materialName: z.string(),
  url: z.string(),
});
export type FilingAttachment = z.infer<typeof FilingAttachment>;

export const ATTACHMENT_MISSING = '附件不存在或无权使用，请重新上传';
