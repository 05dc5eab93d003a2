import { PassThrough } from 'node:stream';
import { deflateSync } from 'node:zlib';
import type { Actor } from '../platform/permissions.ts';
import { type XlsxCell, XlsxStreamWriter } from '../platform/xlsx-stream.ts';

/** A real, decodable PNG of the given size filled with one colour (for upload tests). */
export function pngBytes(width = 4, height = 4, rgb: [number, number, number] = [200, 30, 30]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart/form-data body for `app.inject`: text fields plus at most one file. */
export async function multipartBody(
  fields: Record<string, string>,
  file?: { field: string; name: string; bytes: Buffer | string; type?: string },
): Promise<{ payload: Buffer; headers: { 'content-type': string } }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) {
    const bytes = typeof file.bytes === 'string' ? Buffer.from(file.bytes) : file.bytes;
    form.append(
      file.field,
      new Blob([new Uint8Array(bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** A platform operator as handlers see one, for calling services directly in tests. */
export const testOperator = (userId = 1): Actor => ({
  userId,
  userCode: 'U_TEST',
  username: 'admin',
  realName: '测试',
  cmpyCode: null,
  sessionId: 0,
  permissions: new Set(['*:*:*']),
});

/** An xlsx file (bytes) written by the platform's streaming writer: a header row of `headers`, then `rows`. */
export async function xlsxBytes(
  sheetName: string,
  headers: readonly string[],
  rows: Iterable<readonly XlsxCell[]>,
): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => out.on('end', resolve));
  const sheet = new XlsxStreamWriter(out, { sheetName, columns: headers.map((header) => ({ header })) });
  for (const row of rows) if (!sheet.addRow(row)) await sheet.drained();
  await sheet.finish();
  await done;
  return Buffer.concat(chunks);
}
