import { z } from 'zod';
import { blankAsUndefined, materialCodeSchema } from '../common/material-rules.ts';
import { defineRoute, PUBLIC, perm } from '../platform/route.ts';
import { parseApiTime } from '../platform/time.ts';
import {
  type BannerKind,
  BannerLinkType,
  bannerKinds,
  advertLimits as L,
  advertMessages as M,
} from './advert.ts';

const apiTime = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .trim()
    .min(1, `请选择${label}`)
    .refine((value) => parseApiTime(value) !== null, `${label}格式应为 YYYY-MM-DD HH:mm:ss`);

/** A business code as inputs carry it. */
export const advertCode = (missing: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(40, missing);

const BannerCode = advertCode('缺少轮播图编号');

const linkTypeSchema = z.coerce
  .number({ error: M.linkTypeInvalid })
  .pipe(z.literal(Object.values(BannerLinkType), { error: M.linkTypeInvalid }));

/** An absolute http(s) address. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname;
  } catch {
    return false;
  }
}

const bannerFields = {
  title: z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(L.titleMax, M.titleTooLong),
  /** A passed image of the platform's material library. */
  materialCode: z.preprocess(
    blankAsUndefined,
    z.string({ error: M.pictureRequired }).pipe(materialCodeSchema),
  ),
  linkType: linkTypeSchema,
  /** jobCode, courseCode, annoCode or the URL; absent for 无跳转. */
  linkTarget: z.preprocess(blankAsUndefined, z.string().trim().max(L.urlMax, M.urlTooLong).optional()),
  /** The online window [beginTime, endTime), Asia/Shanghai. */
  beginTime: apiTime('上线时间'),
  endTime: apiTime('下线时间'),
};

type BannerShape = {
  linkType: number;
  linkTarget?: string | undefined;
  beginTime: string;
  endTime: string;
};

/** The link target a type needs, a valid URL for a web link, and a window that ends after it begins. */
function bannerChecks(body: BannerShape, ctx: z.RefinementCtx) {
  if (body.linkType !== BannerLinkType.none && !body.linkTarget)
    ctx.addIssue({ code: 'custom', message: M.linkTargetRequired, path: ['linkTarget'] });
  if (body.linkType === BannerLinkType.url && body.linkTarget && !isWebUrl(body.linkTarget))
    ctx.addIssue({ code: 'custom', message: M.urlInvalid, path: ['linkTarget'] });
  const begin = parseApiTime(body.beginTime);
  const end = parseApiTime(body.endTime);
  if (begin && end && end <= begin)
    ctx.addIssue({ code: 'custom', message: M.windowInvalid, path: ['endTime'] });
}

export const BannerSaveBody = z.object(bannerFields).superRefine(bannerChecks);
export type BannerSaveBody = z.input<typeof BannerSaveBody>;
export type BannerInput = z.output<typeof BannerSaveBody>;

export const BannerEditBody = z.object({ bannerCode: BannerCode, ...bannerFields }).superRefine(bannerChecks);
export type BannerEditBody = z.input<typeof BannerEditBody>;

export const BannerRow = z.object({
  bannerCode: z.string(),
  title: z.string(),
  materialCode: z.string(),
  materialName: z.string().nullable(),
  /** Signed URL (12 h); null when the picture's file is gone. */
  pictureUrl: z.string().nullable(),
  linkType: z.number(),
  linkTypeName: z.string(),
  linkTarget: z.string().nullable(),
  /** The job's or course's name, the notice's title or the URL; null when the target no longer exists. */
  linkName: z.string().nullable(),
  /** 1-based position in the carousel. */
  sortNo: z.number(),
  beginTime: z.string(),
  endTime: z.string(),
  /** 0 未开始, 1 展示中, 2 已结束 (against the server's clock). */
  windowState: z.number(),
  windowStateName: z.string(),
  updateTime: z.string().nullable(),
});
export type BannerRow = z.infer<typeof BannerRow>;

export const PublicBanner = z.object({
  bannerCode: z.string(),
  title: z.string(),
  pictureUrl: z.string().nullable(),
  linkType: z.number(),
  linkTarget: z.string().nullable(),
});
export type PublicBanner = z.infer<typeof PublicBanner>;

/** The whole order of one list after a drag: every code of it, first first. */
export const orderBody = (max: number) =>
  z.object({
    codes: z
      .array(advertCode('排序项编号不合法'), { error: '请提供排序' })
      .min(1, '请提供排序')
      .max(max, '排序项过多')
      .refine((codes) => new Set(codes).size === codes.length, M.orderDuplicate),
  });

const byCode = z.object({ bannerCode: BannerCode });

/**
 * The calls of one banner kind: the spec's four (queryBanner, saveBanner, editBanner, removeBanner) and
 * two of ours — the order after a drag (sortBanner) and the public apps' query (public/queryBanner).
 */
function bannerRoutesOf(kind: BannerKind) {
  const { base, perm: p, label } = bannerKinds[kind];
  return {
    queryBanner: defineRoute({
      method: 'GET',
      path: `${base}/queryBanner`,
      summary: `${label}列表（后台）：全部${label}按轮播顺序，带上线时段状态（未开始、展示中、已结束）`,
      access: perm(`${p}:list`),
      response: z.array(BannerRow),
      changesData: false,
    }),
    saveBanner: defineRoute({
      method: 'POST',
      path: `${base}/saveBanner`,
      summary: `新增${label}（图片须为素材库中审核通过的图片；跳转目标须存在；排在最后）`,
      access: perm(`${p}:add`),
      body: BannerSaveBody,
      response: z.object({ bannerCode: z.string() }),
      changesData: true,
    }),
    editBanner: defineRoute({
      method: 'POST',
      path: `${base}/editBanner`,
      summary: `编辑${label}（标题、图片、跳转目标、上线时段；位置不变）`,
      access: perm(`${p}:edit`),
      body: BannerEditBody,
      response: z.null(),
      changesData: true,
    }),
    removeBanner: defineRoute({
      method: 'POST',
      path: `${base}/removeBanner`,
      summary: `删除${label}`,
      access: perm(`${p}:remove`),
      body: byCode,
      response: z.null(),
      changesData: true,
    }),
    sortBanner: defineRoute({
      method: 'POST',
      path: `${base}/sortBanner`,
      summary: `${label}排序（拖动后提交全部编号的新顺序；列表已变化时 409）`,
      access: perm(`${p}:edit`),
      body: orderBody(L.bannersPerKind),
      response: z.null(),
      changesData: true,
      chosenPath: true,
    }),
    publicBanner: defineRoute({
      method: 'GET',
      path: `${base}/public/queryBanner`,
      summary: `公众端${label}：只返回当前处于上线时段内的，按轮播顺序（无需登录）`,
      access: PUBLIC,
      response: z.array(PublicBanner),
      changesData: false,
      chosenPath: true,
    }),
  };
}

export const bannerRoutes = bannerRoutesOf('banner');
export const jobBannerRoutes = bannerRoutesOf('jobBanner');
export const authBannerRoutes = bannerRoutesOf('authBanner');
export type BannerRoutes = typeof bannerRoutes;
export const bannerRoutesByKind: Record<BannerKind, BannerRoutes> = {
  banner: bannerRoutes,
  jobBanner: jobBannerRoutes,
  authBanner: authBannerRoutes,
};
