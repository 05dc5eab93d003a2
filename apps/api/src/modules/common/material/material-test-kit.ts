import fs from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { multipartBody, pngBytes as realPng } from '../../../test/files.ts';
import type { useTestApp } from '../../../test/test-app.ts';
import { storedFile } from '../files/tables.ts';
import { material } from './tables.ts';

/** Test helpers shared by the material module's test files. */
type T = ReturnType<typeof useTestApp>;
/** The parsed answer, typed as the test app's `call` types it. */
type Envelope = Awaited<ReturnType<T['call']>>['body'];

/** A real PNG image; `shade` varies its bytes (and md5). */
export const pngBytes = (shade = 0) => realPng(8, 8, [shade, 120, 200]);

/** The upload paths of the library: the common one and the training one. */
export const UPLOAD_PATHS = {
  common: '/api/backend-common/material/uploadMaterial',
  train: '/api/train/course/uploadMaterial',
} as const;

/** POST uploadMaterial as `token` (through the common path unless told). */
export async function uploadMaterial(
  t: T,
  token: string,
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer; field?: string },
  url: string = UPLOAD_PATHS.common,
) {
  const { payload, headers } = await multipartBody(fields, file && { field: 'multipartFile', ...file });
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: token, ...headers },
    payload,
  });
  return { status: res.statusCode, body: res.json() as Envelope };
}

/** Uploads a PNG as `token` and returns the new material's code (the upload must succeed). */
export async function uploadPng(
  t: T,
  token: string,
  name: string,
  shade: number,
  fields: Record<string, string> = {},
  url: string = UPLOAD_PATHS.common,
) {
  const res = await uploadMaterial(
    t,
    token,
    { materialType: '1', ...fields },
    { name, bytes: pngBytes(shade) },
    url,
  );
  if (res.body.code !== 200) throw new Error(`upload ${name}: ${res.body.msg}`);
  return res.body.data.materialCode as string;
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .flatMap((entry) => (entry.isFile() ? [path.join(entry.parentPath, entry.name)] : []));
}

/** What uploads left behind: material and stored-file rows, stored objects and spooled temp files. */
export async function uploadTraces(t: T) {
  const db = t.database.db;
  const [materials] = await db.select({ n: count() }).from(material);
  const [files] = await db.select({ n: count() }).from(storedFile);
  return {
    materials: materials?.n ?? 0,
    storedFiles: files?.n ?? 0,
    objects: filesUnder(path.join(t.config.dataDir, 'files', 'objects')).length,
    spooled: filesUnder(path.join(t.config.dataDir, 'tmp', 'uploads')).length,
  };
}
