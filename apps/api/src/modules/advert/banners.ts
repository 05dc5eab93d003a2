import {
  advertLimits,
  type BannerInput,
  type BannerKind,
  BannerLinkType,
  type BannerRow,
  bannerLinkTypeNames,
  bannerWindowState,
  bannerWindowStateNames,
  formatApiTime,
  advertMessages as M,
  MaterialType,
  type PublicBanner,
  parseApiTime,
} from '@hr/contract';
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { AuditFn } from '../../platform/audit.ts';
import { newCode } from '../../platform/codes.ts';
import type { Config } from '../../platform/config.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { Actor } from '../../platform/permissions.ts';
import { mediaByCode } from '../common/material/media-by-code.ts';
import { requireUsableMaterials } from '../common/material/usable.ts';
import { applyOrder, closeGaps, lockedRows, nextPosition, type OrderedList } from './order.ts';
import { advertBanner } from './tables.ts';
import { noticeTitles, targetsByCode } from './targets.ts';

/**
 * One implementation for the three banner kinds (contract `bannerKinds`): every function takes the kind,
 * the routes bind it.
 */
const list: OrderedList = {
  table: advertBanner,
  id: advertBanner.id,
  code: advertBanner.bannerCode,
  kind: advertBanner.kind,
  sortNo: advertBanner.sortNo,
};

type BannerRecord = typeof advertBanner.$inferSelect;

/** Names of what banners link to (missing: the target is gone), one query per link type. */
async function linkNames(db: DbOrTx, rows: BannerRecord[]): Promise<Map<string, string>> {
  const codesOf = (type: number) =>
    rows.flatMap((r) => (r.linkType === type && r.linkTarget ? [r.linkTarget] : []));
  const [jobs, courses, notices] = await Promise.all([
    targetsByCode(db, 'job', codesOf(BannerLinkType.job)),
    targetsByCode(db, 'course', codesOf(BannerLinkType.course)),
    noticeTitles(db, codesOf(BannerLinkType.notice)),
  ]);
  const names = new Map<string, string>();
  for (const [code, t] of jobs) names.set(`${BannerLinkType.job}:${code}`, t.name);
  for (const [code, t] of courses) names.set(`${BannerLinkType.course}:${code}`, t.name);
  for (const [code, title] of notices) names.set(`${BannerLinkType.notice}:${code}`, title);
  return names;
}

/**
 * The picture (a passed image of the platform library) and the link target (a job or course that is not
 * deleted, a live notice; a URL was checked by the contract) must exist; refused with 400 otherwise.
 */
async function checkReferences(db: DbOrTx, input: BannerInput): Promise<void> {
  await requireUsableMaterials(db, null, [input.materialCode], MaterialType.image, M.pictureMissing);
  const target = input.linkTarget ?? '';
  if (input.linkType === BannerLinkType.job && !(await targetsByCode(db, 'job', [target])).has(target))
    throw badRequest(M.jobMissing);
  if (input.linkType === BannerLinkType.course && !(await targetsByCode(db, 'course', [target])).has(target))
    throw badRequest(M.courseMissing);
  if (input.linkType === BannerLinkType.notice && !(await noticeTitles(db, [target])).has(target))
    throw badRequest(M.noticeMissing);
}

const columnsOf = (input: BannerInput) => ({
  title: input.title,
  materialCode: input.materialCode,
  linkType: input.linkType,
  linkTarget: input.linkType === BannerLinkType.none ? null : (input.linkTarget ?? null),
  beginAt: parseApiTime(input.beginTime)!,
  endAt: parseApiTime(input.endTime)!,
});

/** queryBanner: every banner of the kind in carousel order, with its window state now. */
export async function listBanners(
  db: Db,
  config: Config,
  kind: BannerKind,
  now = new Date(),
): Promise<BannerRow[]> {
  const rows = await db
    .select()
    .from(advertBanner)
    .where(eq(advertBanner.kind, kind))
    .orderBy(asc(advertBanner.sortNo), asc(advertBanner.id));
  const [media, names] = await Promise.all([
    mediaByCode(
      db,
      config,
      rows.map((r) => r.materialCode),
    ),
    linkNames(db, rows),
  ]);
  return rows.map((r, i) => {
    const state = bannerWindowState(r.beginAt, r.endAt, now);
    return {
      bannerCode: r.bannerCode,
      title: r.title,
      materialCode: r.materialCode,
      materialName: media.get(r.materialCode)?.materialName ?? null,
      pictureUrl: media.get(r.materialCode)?.url ?? null,
      linkType: r.linkType,
      linkTypeName: bannerLinkTypeNames[r.linkType] ?? '',
      linkTarget: r.linkTarget,
      linkName:
        r.linkType === BannerLinkType.url
          ? r.linkTarget
          : (names.get(`${r.linkType}:${r.linkTarget}`) ?? null),
      sortNo: i + 1,
      beginTime: formatApiTime(r.beginAt)!,
      endTime: formatApiTime(r.endAt)!,
      windowState: state,
      windowStateName: bannerWindowStateNames[state] ?? '',
      updateTime: formatApiTime(r.updatedAt),
    };
  });
}

/** The public apps' carousel: banners of the kind whose window holds now, in order. */
export async function publicBanners(
  db: Db,
  config: Config,
  kind: BannerKind,
  now = new Date(),
): Promise<PublicBanner[]> {
  const rows = await db
    .select()
    .from(advertBanner)
    .where(and(eq(advertBanner.kind, kind), lte(advertBanner.beginAt, now), gt(advertBanner.endAt, now)))
    .orderBy(asc(advertBanner.sortNo), asc(advertBanner.id));
  const media = await mediaByCode(
    db,
    config,
    rows.map((r) => r.materialCode),
  );
  return rows.map((r) => ({
    bannerCode: r.bannerCode,
    title: r.title,
    pictureUrl: media.get(r.materialCode)?.url ?? null,
    linkType: r.linkType,
    linkTarget: r.linkTarget,
  }));
}

/** saveBanner: a new banner of the kind, last in the carousel. */
export async function saveBanner(
  db: Db,
  actor: Actor,
  kind: BannerKind,
  input: BannerInput,
  audit: AuditFn,
): Promise<{ bannerCode: string }> {
  return db.transaction(async (tx) => {
    const sortNo = await nextPosition(tx, list, kind, advertLimits.bannersPerKind, M.bannersTooMany);
    await checkReferences(tx, input);
    const bannerCode = newCode('BN');
    await tx
      .insert(advertBanner)
      .values({ bannerCode, kind, ...columnsOf(input), sortNo, createdBy: actor.userId });
    await audit({ action: `${kind}.save`, target: bannerCode, detail: { title: input.title } }, tx);
    return { bannerCode };
  });
}

async function bannerOf(tx: DbOrTx, kind: BannerKind, bannerCode: string, lock = false) {
  const query = tx
    .select()
    .from(advertBanner)
    .where(and(eq(advertBanner.bannerCode, bannerCode), eq(advertBanner.kind, kind)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(M.bannerMissing);
  return row;
}

/** editBanner: new title, picture, link and window; its position stays. */
export async function editBanner(
  db: Db,
  kind: BannerKind,
  input: BannerInput & { bannerCode: string },
  audit: AuditFn,
): Promise<null> {
  await db.transaction(async (tx) => {
    const row = await bannerOf(tx, kind, input.bannerCode, true);
    await checkReferences(tx, input);
    await tx
      .update(advertBanner)
      .set({ ...columnsOf(input), updatedAt: new Date() })
      .where(eq(advertBanner.id, row.id));
    await audit({ action: `${kind}.edit`, target: row.bannerCode, detail: { title: input.title } }, tx);
  });
  return null;
}

/** removeBanner: the banner goes; the others close up. */
export async function removeBanner(
  db: Db,
  kind: BannerKind,
  bannerCode: string,
  audit: AuditFn,
): Promise<null> {
  await db.transaction(async (tx) => {
    // The kind's lock first, as saves and drags take it: no two changes wait on each other's rows.
    await lockedRows(tx, list, kind);
    const row = await bannerOf(tx, kind, bannerCode);
    await tx.delete(advertBanner).where(eq(advertBanner.id, row.id));
    await closeGaps(tx, list, kind);
    await audit({ action: `${kind}.remove`, target: row.bannerCode, detail: { title: row.title } }, tx);
  });
  return null;
}

/** sortBanner: the carousel order after a drag. */
export async function sortBanners(db: Db, kind: BannerKind, codes: string[], audit: AuditFn): Promise<null> {
  await db.transaction(async (tx) => {
    await applyOrder(tx, list, kind, codes);
    await audit({ action: `${kind}.sort`, detail: { codes } }, tx);
  });
  return null;
}
