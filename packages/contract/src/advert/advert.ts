/**
 * Advertising (platform §2, §7 Advertising): the banners of the public apps' front pages (three kinds with
 * the same calls) and the recommended courses and jobs. One model serves each family: a banner kind or a
 * recommendation kind is a row of the tables below, not a module of its own.
 */

/** The three banner kinds: path of their calls, permission prefix and the name the screens show. */
export const bannerKinds = {
  banner: { base: '/advert/banner', perm: 'banner', label: '轮播图', menuPath: '/train/advert/banner' },
  jobBanner: {
    base: '/advert/jobBanner',
    perm: 'jobBanner',
    label: '职位轮播图',
    menuPath: '/train/advert/jobBanner',
  },
  authBanner: {
    base: '/advert/AuthBanner',
    perm: 'authBanner',
    label: '认证轮播图',
    menuPath: '/train/advert/authBanner',
  },
} as const;
export type BannerKind = keyof typeof bannerKinds;
export const BANNER_KINDS = Object.keys(bannerKinds) as BannerKind[];

/** What a banner opens when tapped: nothing, a job, a training course, a notice or a web page. */
export const BannerLinkType = { none: 0, job: 1, course: 2, notice: 3, url: 4 } as const;
export type BannerLinkType = (typeof BannerLinkType)[keyof typeof BannerLinkType];
export const bannerLinkTypeNames: Record<number, string> = {
  0: '无跳转',
  1: '职位',
  2: '课程',
  3: '公告',
  4: '网页链接',
};

/** Where a banner stands against its online window, now. */
export const BannerWindowState = { pending: 0, showing: 1, ended: 2 } as const;
export const bannerWindowStateNames: Record<number, string> = { 0: '未开始', 1: '展示中', 2: '已结束' };

/** Window state of a banner at `now`: the window is [begin, end). */
export function bannerWindowState(begin: Date, end: Date, now: Date): number {
  if (now < begin) return BannerWindowState.pending;
  if (now >= end) return BannerWindowState.ended;
  return BannerWindowState.showing;
}

/** The two recommendation kinds: their calls' base path, permission prefix and what they point at. */
export const recommendKinds = {
  course: { base: '/advert/recommend-course', perm: 'recommendCourse', label: '推荐课程', target: '课程' },
  job: { base: '/advert/recommend-job', perm: 'recommendJob', label: '推荐职位', target: '职位' },
} as const;
export type RecommendKind = keyof typeof recommendKinds;

export const advertLimits = {
  /** Banners of one kind: a front-page carousel shows a handful. */
  bannersPerKind: 20,
  /** Recommendations of one kind. */
  recommendsPerKind: 50,
  titleMax: 30,
  urlMax: 500,
  /** Company picker and candidate lists (platform §9: company picker page size 10). */
  candidatePageSize: 10,
} as const;

export const advertMessages = {
  titleRequired: '请输入标题',
  titleTooLong: `标题最多${advertLimits.titleMax}个字符`,
  pictureRequired: '请选择图片',
  pictureMissing: '图片不存在或未通过审核，请从素材库重新选择',
  linkTypeInvalid: '跳转类型只能是0无跳转、1职位、2课程、3公告或4网页链接',
  linkTargetRequired: '请选择跳转目标',
  urlInvalid: '网页链接须为 http:// 或 https:// 开头的有效地址',
  urlTooLong: `网页链接最多${advertLimits.urlMax}个字符`,
  jobMissing: '跳转的职位不存在',
  courseMissing: '跳转的课程不存在',
  noticeMissing: '跳转的公告不存在',
  windowInvalid: '下线时间须晚于上线时间',
  bannerMissing: '轮播图不存在',
  bannersTooMany: `每类轮播图最多${advertLimits.bannersPerKind}张`,
  orderChanged: '列表已变化，请刷新后重试',
  orderDuplicate: '排序中有重复的项',
  recommendMissing: '推荐记录不存在',
  recommendsTooMany: `每类推荐最多${advertLimits.recommendsPerKind}条`,
  courseNotOnline: '只能推荐已上线的课程',
  jobNotOnline: '只能推荐已上线的职位',
  courseAlreadyRecommended: '该课程已在推荐列表中',
  jobAlreadyRecommended: '该职位已在推荐列表中',
  availableInvalid: '启用状态只能是0停用或1启用',
} as const;
