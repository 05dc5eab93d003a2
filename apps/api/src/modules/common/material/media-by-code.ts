import { inArray } from 'drizzle-orm';
import type { Config } from '../../../platform/config.ts';
import type { DbOrTx } from '../../../platform/db.ts';
import { signedFileUrl } from '../files/signed-url.ts';
import { material } from './tables.ts';

/** A material as a record that refers to it shows it: code, name and a signed URL of its file. */
export interface MaterialMedia {
  materialCode: string;
  materialName: string;
  url: string | null;
}

/** Materials by code, one query for a whole page of records (courses' covers, videos, lessons). */
export async function mediaByCode(
  db: DbOrTx,
  config: Config,
  codes: string[],
): Promise<Map<string, MaterialMedia>> {
  const unique = [...new Set(codes)];
  if (!unique.length) return new Map();
  const rows = await db
    .select({ code: material.materialCode, name: material.materialName, objectKey: material.objectKey })
    .from(material)
    .where(inArray(material.materialCode, unique));
  return new Map(
    rows.map((r) => [
      r.code,
      {
        materialCode: r.code,
        materialName: r.name,
        url: r.objectKey ? signedFileUrl(config, r.objectKey) : null,
      },
    ]),
  );
}
