import {
  advertLimits,
  formatApiTime,
  advertMessages as M,
  type PublicRecommend,
  type RecommendCandidate,
  type RecommendKind,
  type RecommendRow,
} from '@hr/contract';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { AuditFn } from '../../platform/audit.ts';
import { newCode } from '../../platform/codes.ts';
import type { Config } from '../../platform/config.ts';
import type { Db, DbOrTx, Tx } from '../../platform/db.ts';
import { badRequest, isUniqueViolation, notFound } from '../../platform/errors.ts';
import type { Actor } from '../../platform/permissions.ts';
import { mediaByCode } from '../common/material/media-by-code.ts';
import { applyOrder, closeGaps, lockedRows, nextPosition, type OrderedList } from './order.ts';
import { advertRecommend } from './tables.ts';
import { candidatePage, type Target, targetsByCode } from './targets.ts';

/** One implementation for recommended courses and jobs: every function takes the kind. */
const list: OrderedList = {
  table: advertRecommend,
  id: advertRecommend.id,
  code: advertRecommend.recommendCode,
  kind: advertRecommend.kind,
  sortNo: advertRecommend.sortNo,
};

const messagesOf = (kind: RecommendKind) =>
  kind === 'course'
    ? { notOnline: M.courseNotOnline, duplicate: M.courseAlreadyRecommended }
    : { notOnline: M.jobNotOnline, duplicate: M.jobAlreadyRecommended };

async function rowsOf(db: DbOrTx, kind: RecommendKind) {
  return db
    .select()
    .from(advertRecommend)
    .where(eq(advertRecommend.kind, kind))
    .orderBy(asc(advertRecommend.sortNo), asc(advertRecommend.id));
}

/** Covers of the courses among the targets. */
async function coversOf(db: DbOrTx, config: Config, targets: Iterable<Target>) {
  return mediaByCode(
    db,
    config,
    [...targets].flatMap((t) => (t.coverCode ? [t.coverCode] : [])),
  );
}

/** The back office's list: each recommendation with its target's state and whether the public sees it. */
export async function listRecommends(db: Db, config: Config, kind: RecommendKind): Promise<RecommendRow[]> {
  const rows = await rowsOf(db, kind);
  const targets = await targetsByCode(
    db,
    kind,
    rows.map((r) => r.targetCode),
  );
  const covers = await coversOf(db, config, targets.values());
  return rows.map((r, i) => {
    const t = targets.get(r.targetCode);
    return {
      recommendCode: r.recommendCode,
      targetCode: r.targetCode,
      targetName: t?.name ?? null,
      cmpyCode: t?.cmpyCode ?? null,
      cmpyName: t?.cmpyName ?? null,
      coverUrl: (t?.coverCode && covers.get(t.coverCode)?.url) || null,
      targetState: t?.state ?? null,
      targetStateName: t?.stateName ?? '已删除',
      targetOnline: t?.online ?? false,
      available: r.available ? 1 : 0,
      shown: r.available && !!t?.online,
      sortNo: i + 1,
      updateTime: formatApiTime(r.updatedAt),
    };
  });
}

/** The public apps' list: enabled recommendations whose course or job is online now, in order. */
export async function publicRecommends(
  db: Db,
  config: Config,
  kind: RecommendKind,
): Promise<PublicRecommend[]> {
  const rows = (await rowsOf(db, kind)).filter((r) => r.available);
  const targets = await targetsByCode(
    db,
    kind,
    rows.map((r) => r.targetCode),
  );
  const covers = await coversOf(db, config, targets.values());
  return rows.flatMap((r) => {
    const t = targets.get(r.targetCode);
    if (!t?.online) return [];
    return [
      {
        targetCode: t.code,
        targetName: t.name,
        cmpyName: t.cmpyName,
        coverUrl: (t.coverCode && covers.get(t.coverCode)?.url) || null,
      },
    ];
  });
}

/** The picker: online courses or jobs, each marked when already recommended. */
export async function recommendCandidates(
  db: Db,
  config: Config,
  kind: RecommendKind,
  query: { pageNum: number; pageSize: number; keyword?: string | undefined; cmpyCode?: string | undefined },
): Promise<{ records: RecommendCandidate[]; total: number }> {
  const recommended = new Set((await rowsOf(db, kind)).map((r) => r.targetCode));
  return candidatePage(db, config, kind, query, recommended);
}

/** The target must be online and not yet recommended in the kind (but by `except`). */
async function checkTarget(tx: Tx, kind: RecommendKind, targetCode: string, except?: number) {
  const m = messagesOf(kind);
  const target = (await targetsByCode(tx, kind, [targetCode])).get(targetCode);
  if (!target?.online) throw badRequest(m.notOnline);
  const [taken] = await tx
    .select({ id: advertRecommend.id })
    .from(advertRecommend)
    .where(
      and(
        eq(advertRecommend.kind, kind),
        eq(advertRecommend.targetCode, targetCode),
        ...(except === undefined ? [] : [ne(advertRecommend.id, except)]),
      ),
    )
    .limit(1);
  if (taken) throw badRequest(m.duplicate);
}

/** saveRecommendCourse / saveRecommendJob: an online target, last in the list. */
export async function saveRecommend(
  db: Db,
  actor: Actor,
  kind: RecommendKind,
  input: { targetCode: string; available: number },
  audit: AuditFn,
): Promise<{ recommendCode: string }> {
  return db.transaction(async (tx) => {
    const sortNo = await nextPosition(tx, list, kind, advertLimits.recommendsPerKind, M.recommendsTooMany);
    await checkTarget(tx, kind, input.targetCode);
    const recommendCode = newCode('RC');
    // The check above cannot see a row another request is inserting; the unique index can.
    await tx
      .insert(advertRecommend)
      .values({
        recommendCode,
        kind,
        targetCode: input.targetCode,
        available: input.available === 1,
        sortNo,
        createdBy: actor.userId,
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? badRequest(messagesOf(kind).duplicate) : error;
      });
    await audit({ action: `recommend.${kind}.save`, target: recommendCode, detail: input }, tx);
    return { recommendCode };
  });
}

/**
 * editRecommendCourse / editRecommendJob / editAvailable: another target (online, not yet recommended)
 * and/or enabled or disabled. Keeping the same target needs no check: it may have gone offline meanwhile.
 */
export async function editRecommend(
  db: Db,
  kind: RecommendKind,
  input: { recommendCode: string; targetCode?: string | undefined; available?: number | undefined },
  audit: AuditFn,
): Promise<null> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(advertRecommend)
      .where(and(eq(advertRecommend.recommendCode, input.recommendCode), eq(advertRecommend.kind, kind)))
      .limit(1)
      .for('update');
    if (!row) throw notFound(M.recommendMissing);
    const targetCode = input.targetCode ?? row.targetCode;
    if (targetCode !== row.targetCode) await checkTarget(tx, kind, targetCode, row.id);
    await tx
      .update(advertRecommend)
      .set({
        targetCode,
        available: input.available === undefined ? row.available : input.available === 1,
        updatedAt: new Date(),
      })
      .where(eq(advertRecommend.id, row.id))
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? badRequest(messagesOf(kind).duplicate) : error;
      });
    await audit({ action: `recommend.${kind}.edit`, target: row.recommendCode, detail: input }, tx);
  });
  return null;
}

/** removeRecourse / removeRecJob: the recommendation goes; the others close up. */
export async function removeRecommend(
  db: Db,
  kind: RecommendKind,
  recommendCode: string,
  audit: AuditFn,
): Promise<null> {
  await db.transaction(async (tx) => {
    await lockedRows(tx, list, kind);
    const deleted = await tx
      .delete(advertRecommend)
      .where(and(eq(advertRecommend.recommendCode, recommendCode), eq(advertRecommend.kind, kind)))
      .returning({ targetCode: advertRecommend.targetCode });
    if (!deleted.length) throw notFound(M.recommendMissing);
    await closeGaps(tx, list, kind);
    await audit({ action: `recommend.${kind}.remove`, target: recommendCode, detail: deleted[0] }, tx);
  });
  return null;
}

/** The list's order after a drag. */
export async function sortRecommends(
  db: Db,
  kind: RecommendKind,
  codes: string[],
  audit: AuditFn,
): Promise<null> {
  await db.transaction(async (tx) => {
    await applyOrder(tx, list, kind, codes);
    await audit({ action: `recommend.${kind}.sort`, detail: { codes } }, tx);
  });
  return null;
}
