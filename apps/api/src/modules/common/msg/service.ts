import { formatApiTime } from '@hr/contract';
import { and, desc, eq, ilike, isNotNull, lte, type SQL } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type { Config } from '../../../platform/config.ts';
import type { Db } from '../../../platform/db.ts';
import { notFound } from '../../../platform/errors.ts';
import { containsPattern, fetchPage } from '../../../platform/query.ts';
import { signStoredText } from '../files/service.ts';
import { signedFileUrl } from '../files/signed-url.ts';
import { announcement } from './tables.ts';

/** Rich text allowed in announcements: formatting, links, images and tables; no scripts or handlers. */
export function sanitizeAnnouncementHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'span', 'u', 's', 'font'],
    allowedAttributes: {
      ...sanitizeHtml.defaults.allowedAttributes,
      '*': ['style', 'class'],
      img: ['src', 'alt', 'width', 'height'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  });
}

const published = () =>
  and(
    eq(announcement.deleted, false),
    isNotNull(announcement.publishTime),
    lte(announcement.publishTime, new Date()),
  );

export async function queryMsg(db: Db, config: Config, annoCode: string) {
  const [row] = await db
    .select()
    .from(announcement)
    .where(and(eq(announcement.annoCode, annoCode), published()))
    .limit(1);
  if (!row) throw notFound('公告不存在或已下线');
  return {
    annoCode: row.annoCode,
    annoTitle: row.annoTitle,
    // Sanitised on the way in; again on the way out in case old rows predate the rule.
    // Unsigned links to files the announcement's owner (a recruit notice's company, else the platform) may
    // read are signed; links that arrive signed are never signed again.
    annoContent: await signStoredText(
      { db, config },
      sanitizeAnnouncementHtml(row.annoContent),
      row.cmpyCode,
    ),
    // Entries without an objectKey predate stored files (their old download route is gone).
    materialList: row.materialList
      .filter((entry) => typeof entry.objectKey === 'string')
      .map(({ objectKey, materialName }) => ({ url: signedFileUrl(config, objectKey), materialName })),
    publishTime: formatApiTime(row.publishTime),
  };
}

export async function queryPageMsg(
  db: Db,
  q: { pageNum: number; pageSize: number; annoTitle?: string | undefined },
) {
  const where: SQL[] = [published()!];
  if (q.annoTitle) where.push(ilike(announcement.annoTitle, containsPattern(q.annoTitle)));
  const condition = and(...where);
  const page = await fetchPage(db, q, announcement, condition, (limit, offset) =>
    db
      .select({
        annoCode: announcement.annoCode,
        annoTitle: announcement.annoTitle,
        publishTime: announcement.publishTime,
      })
      .from(announcement)
      .where(condition)
      .orderBy(desc(announcement.publishTime), desc(announcement.id))
      .limit(limit)
      .offset(offset),
  );
  return {
    records: page.records.map((r) => ({ ...r, publishTime: formatApiTime(r.publishTime) })),
    total: page.total,
  };
}
