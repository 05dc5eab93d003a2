import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Builds a multipart/form-data body for `app.inject` (test helper, shared with the licence tests). */
export async function multipartBody(
  fields: Record<string, string>,
  file?: { field: string; name: string; bytes: Uint8Array | string },
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append(file.field, new Blob([file.bytes]), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') as string,
  };
}

/** A real PNG: the licence fixture (rendered once with headless Chromium and Noto CJK). */
export const LICENCE_PNG = fs.readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../licence/fixtures/licence.png'),
);

/** Every file below a folder (to prove a refused upload stored nothing). */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .flatMap((entry) => (entry.isFile() ? [path.join(entry.parentPath, entry.name)] : []));
}
