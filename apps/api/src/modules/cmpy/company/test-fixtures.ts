import { randomUUID } from 'node:crypto';
import { creditCodeCheckChar } from '@hr/contract';
import type { DbOrTx } from '../../../platform/db.ts';
import { storedFile } from '../../common/files/tables.ts';

/** A valid unified social credit code from 17 characters (the check character computed). */
export const creditCode = (first17: string) => `${first17}${creditCodeCheckChar(first17)}`;

/** Registers a licence image as /backend-common/license/disBusiLicense would (for API tests). */
export async function storedLicence(db: DbOrTx, cmpyCode: string | null): Promise<string> {
  const objectKey = `licence/202611/${randomUUID()}.png`;
  await db.insert(storedFile).values({
    objectKey,
    fileName: '营业执照.png',
    size: 1024,
    contentType: 'image/png',
    md5: 'd41d8cd98f00b204e9800998ecf8427e',
    purpose: 'licence',
    cmpyCode,
  });
  return objectKey;
}

/** A complete certification form of a made-up company in 新郑市. */
export const companyForm = (licenceObjectKey: string, overrides: Record<string, unknown> = {}) => ({
  cmpyName: '新郑市宏图建材有限公司',
  creditCode: creditCode('91410184MA9KXY1B2'),
  licenceObjectKey,
  legalPerson: '周宏图',
  contactName: '刘洋',
  contactPhone: '13598765432',
  provinceCode: '41',
  provinceName: '河南省',
  cityCode: '4101',
  cityName: '郑州市',
  countyCode: '410184',
  countyName: '新郑市',
  address: '龙湖镇华夏大道66号',
  gcj02Lng: 113.712,
  gcj02Lat: 34.528,
  ...overrides,
});
