import { z } from 'zod';
import { uploadMessages, uploadRules } from './upload-rules.ts';

/** Material types of the library (platform §3 upload payload): 1 image, 2 video. */
export const MaterialType = { image: 1, video: 2 } as const;
export type MaterialType = (typeof MaterialType)[keyof typeof MaterialType];
export const materialTypeLabels: Record<MaterialType, string> = { 1: '图片', 2: '视频' };

/** Media apply state (platform §4): 1 passed (selectable), 2 failed (shows the reason), anything else under review. */
export const MaterialApplyState = { underReview: 0, passed: 1, failed: 2 } as const;
export type MaterialApplyState = (typeof MaterialApplyState)[keyof typeof MaterialApplyState];

/**
 * Kinds of material group (platform §7: the training paths use groupType 1). The library is one: every
 * material is listed whichever path reads it; a group's type only decides which path lists and files into it.
 */
export const MaterialGroupType = { recruit: 0, train: 1 } as const;
export type MaterialGroupType = (typeof MaterialGroupType)[keyof typeof MaterialGroupType];
export const materialGroupTypeLabels: Record<MaterialGroupType, string> = { 0: '招聘素材', 1: '培训素材' };

/**
 * The two doors into the one material library: the common paths (`/backend-common/material/*`, recruitment
 * codes) and the training paths (`/train/course/*`, training codes). Each names the permission codes its
 * services check and the group type it lists and creates.
 */
export const materialLibraries = {
  common: {
    groupType: MaterialGroupType.recruit,
    perms: {
      list: 'material:list',
      uploadPic: 'material:uploadPic',
      uploadVideo: 'material:uploadVideo',
      edit: 'material:edit',
      remove: 'material:remove',
      audit: 'material:audit',
    },
  },
  train: {
    groupType: MaterialGroupType.train,
    perms: {
      list: 'trainMaterial:list',
      uploadPic: 'trainMaterial:uploadPic',
      uploadVideo: 'trainMaterial:uploadVideo',
      edit: 'trainMaterial:edit',
      remove: 'trainMaterial:remove',
      audit: 'trainMaterial:audit',
    },
  },
} as const;
export type MaterialLibraryName = keyof typeof materialLibraries;
export type MaterialLibrary = (typeof materialLibraries)[MaterialLibraryName];

export type MaterialReviewStatus = 'passed' | 'failed' | 'underReview';

/** How an applyState reads: any value other than 1 and 2 is under review. */
export function reviewStatusOf(applyState: number | null | undefined): MaterialReviewStatus {
  if (applyState === MaterialApplyState.passed) return 'passed';
  if (applyState === MaterialApplyState.failed) return 'failed';
  return 'underReview';
}

export const reviewStatusLabels: Record<MaterialReviewStatus, string> = {
  passed: '审核通过',
  failed: '审核未通过',
  underReview: '审核中',
};

/** The tabs/filter of the library by review state, in order. */
export const reviewFilterOptions = [
  { value: MaterialApplyState.underReview, label: reviewStatusLabels.underReview },
  { value: MaterialApplyState.passed, label: reviewStatusLabels.passed },
  { value: MaterialApplyState.failed, label: reviewStatusLabels.failed },
] as const;

/** What a material card shows as its badge: processing (a video not yet assembled) wins over the review. */
export function materialBadgeText(material: {
  materialType: number;
  url: string | null;
  applyState: number;
  auditJson: string | null;
}): string {
  if (material.materialType === MaterialType.video && !material.url) return uploadMessages.processing;
  const status = reviewStatusOf(material.applyState);
  if (status === 'failed') return uploadMessages.auditFailed(material.auditJson?.trim() || '未注明原因');
  return reviewStatusLabels[status];
}

/** Only passed materials with a file (an assembled video) can be chosen in a picker (platform §5). */
export const isSelectableMaterial = (material: { applyState: number; url: string | null }) =>
  material.applyState === MaterialApplyState.passed && !!material.url;

/**
 * Review decisions an operator may take from each state: an item under review is passed or failed; a
 * passed item may be failed later (taken down) and a failed one passed on reconsideration.
 */
export const auditTransitions: Record<MaterialReviewStatus, readonly MaterialApplyState[]> = {
  underReview: [MaterialApplyState.passed, MaterialApplyState.failed],
  passed: [MaterialApplyState.failed],
  failed: [MaterialApplyState.passed],
};

export const canAudit = (from: number, to: number) =>
  (auditTransitions[reviewStatusOf(from)] as readonly number[]).includes(to);

/** Media dialog page sizes (platform §9, GLOSSARY decision 8). */
export const MEDIA_PAGE_SIZES = [9, 18, 27, 36] as const;
export const MEDIA_DEFAULT_PAGE_SIZE = 9;
/** The gallery lays cards out 3 per row (platform §2). */
export const MEDIA_CARDS_PER_ROW = 3;

export const MATERIAL_NAME_MAX = 50;
export const GROUP_NAME_MAX = 20;
export const AUDIT_REASON_MAX = 200;

/** The material flow's image rule and its size message (GLOSSARY decision 4: 10 MB). */
export const materialImageRule = uploadRules.image;
export const materialImageSizeMessage = uploadMessages.sizeMaterial;

export const materialMessages = {
  loadMaterialsFailed: '获取素材失败！',
  loadGroupsFailed: '获取分组失败！',
  empty: '暂无数据',
  groupNameRequired: '请输入分组名称',
  groupNameTooLong: `分组名称不能超过${GROUP_NAME_MAX}个字符`,
  groupExists: '分组名称已存在',
  groupNotFound: '分组不存在',
  materialNameRequired: '请输入素材名称',
  materialNameTooLong: `素材名称不能超过${MATERIAL_NAME_MAX}个字符`,
  materialNotFound: '素材不存在',
  reasonRequired: '请输入审核未通过原因',
  reasonTooLong: `审核未通过原因不能超过${AUDIT_REASON_MAX}个字符`,
  applyStateInvalid: '审核结果只能是1通过或2未通过',
  auditNotAllowed: '素材已是该审核状态，无需重复审核',
  videoProcessing: '视频处理中，暂不能审核',
  typeInvalid: '素材类型只能是1图片或2视频',
  otherCompany: '只能操作本企业的素材',
  companyNotFound: '企业不存在',
  md5Mismatch: '文件校验失败，请重新上传',
  videoNeedsChunks: '视频请使用分片上传，不要直接上传文件',
  videoFieldsRequired: '上传视频需提供文件名、文件大小和MD5',
  noPermissionPic: '没有上传图片的权限',
  noPermissionVideo: '没有上传视频的权限',
} as const;

/**
 * Whether one more item may be picked: null if so, otherwise the message of platform §5
 * (images: 最多可选择N张图片; videos: 可选视频最多N个).
 */
export function selectionLimitProblem(
  type: MaterialType,
  selectedCount: number,
  limit: number,
): string | null {
  if (selectedCount < limit) return null;
  return type === MaterialType.video
    ? uploadMessages.videoPickerLimit(limit)
    : uploadMessages.photoLimit(limit);
}

/** A material code as inputs carry it. */
export const materialCodeSchema = z
  .string({ error: '缺少素材编号' })
  .trim()
  .min(1, '缺少素材编号')
  .max(40, '素材编号不合法');

export const groupCodeSchema = z
  .string({ error: '缺少分组编号' })
  .trim()
  .min(1, '缺少分组编号')
  .max(40, '分组编号不合法');

export const materialNameSchema = z
  .string({ error: materialMessages.materialNameRequired })
  .trim()
  .min(1, materialMessages.materialNameRequired)
  .max(MATERIAL_NAME_MAX, materialMessages.materialNameTooLong);

export const groupNameSchema = z
  .string({ error: materialMessages.groupNameRequired })
  .trim()
  .min(1, materialMessages.groupNameRequired)
  .max(GROUP_NAME_MAX, materialMessages.groupNameTooLong);

/** A company code as a filter or owner; empty text counts as not given. */
export const cmpyCodeSchema = z.string().trim().max(40, '企业编号不合法');

/** Form fields and query strings send '' for "not given". */
export const blankAsUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** The name a material gets when none is given: the file name without its extension. */
export function defaultMaterialName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const base = (dot > 0 ? fileName.slice(0, dot) : fileName).trim();
  return (base || fileName).slice(0, MATERIAL_NAME_MAX);
}
