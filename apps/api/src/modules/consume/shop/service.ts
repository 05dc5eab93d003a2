import { type api, cardMessages, maskAccount, type RouteParsed, type ShopRow } from '@hr/contract';
import { and, asc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { AuditFn } from '../../../platform/audit.ts';
import { newCode } from '../../../platform/codes.ts';
import type { Db, DbOrTx } from '../../../platform/db.ts';
import { notFound } from '../../../platform/errors.ts';
import type { Actor } from '../../../platform/permissions.ts';
import { containsPattern, fetchPage } from '../../../platform/query.ts';
import { consumeShop as s } from './tables.ts';

type Parsed<K extends keyof typeof api.shop> = RouteParsed<(typeof api.shop)[K]>;
export type ShopRecord = typeof s.$inferSelect;

export const toShopRow = (row: ShopRecord): ShopRow => ({
  shopCode: row.shopCode,
  shopName: row.shopName,
  contactName: row.contactName,
  contactPhone: row.contactPhone,
  address: row.address,
  bankAccountName: row.bankAccountName,
  bankAccountMasked: maskAccount(row.bankAccount),
  available: row.available,
});

export async function listShops(db: DbOrTx, q: Parsed<'shopList'>['query']) {
  const where: SQL[] = [eq(s.status, 1)];
  if (q.shopName) where.push(ilike(s.shopName, containsPattern(q.shopName)));
  const condition = and(...where);
  const page = await fetchPage(db, q, s, condition, (limit, offset) =>
    db.select().from(s).where(condition).orderBy(asc(s.id)).limit(limit).offset(offset),
  );
  return { total: page.total, records: page.records.map(toShopRow) };
}

/** An open shop, locked when asked (inside the caller's transaction). */
export async function findShop(db: DbOrTx, shopCode: string, lock = false): Promise<ShopRecord> {
  const query = db.select().from(s).where(eq(s.shopCode, shopCode));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(cardMessages.shopNotFound);
  return row;
}

export function saveShop(
  { db, audit }: { db: Db; actor: Actor; audit: AuditFn },
  body: Parsed<'saveShop'>['body'],
) {
  return db.transaction(async (tx) => {
    const { shopCode, ...fields } = body;
    if (shopCode) {
      await findShop(tx, shopCode, true);
      const [row] = await tx
        .update(s)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(s.shopCode, shopCode))
        .returning();
      await audit({ action: 'shop.edit', target: shopCode, detail: { shopName: fields.shopName } }, tx);
      return toShopRow(row!);
    }
    const code = newCode('SH');
    const [row] = await tx
      .insert(s)
      .values({ shopCode: code, ...fields })
      .returning();
    await audit({ action: 'shop.add', target: code, detail: { shopName: fields.shopName } }, tx);
    return toShopRow(row!);
  });
}
