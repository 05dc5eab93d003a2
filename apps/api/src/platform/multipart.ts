import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { uploadMessages } from '@hr/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError, badRequest } from './errors.ts';

/** A file received in a multipart request, spooled to a temporary file (never held whole in memory). */
export interface UploadedFile {
  fieldName: string;
  /** The name the client gave, without any folder part. */
  fileName: string;
  size: number;
  /** Hex md5 of the bytes received. */
  md5: string;
  /** Temporary path; removed after the handler returns. */
  path: string;
}

/** How a route takes its file: the form field and the most bytes accepted before reading stops. */
export interface UploadSpec {
  field: string;
  maxBytes: number;
  /** Message when the file is larger than maxBytes. */
  tooLarge: string;
}

/**
 * Reads a multipart request: text fields become the body (validated by the route's schema afterwards),
 * the file in `spec.field` is streamed to `tmpDir` while its size and md5 are counted. Reading stops as soon
 * as the size limit is passed, and the partial file is removed.
 */
export async function readMultipart(
  req: FastifyRequest,
  spec: UploadSpec,
  tmpDir: string,
): Promise<{ fields: Record<string, string>; file: UploadedFile | null }> {
  if (!req.isMultipart()) throw badRequest('请使用 multipart/form-data 上传文件');
  await fs.promises.mkdir(tmpDir, { recursive: true });
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of req.parts({ limits: { fileSize: spec.maxBytes + 1, files: 1, fields: 30 } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== spec.field || file) {
        part.file.resume();
        throw badRequest(`文件字段应为 ${spec.field}`);
      }
      const target = path.join(tmpDir, `${randomUUID()}.upload`);
      const hash = createHash('md5');
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          if (size > spec.maxBytes) return done(badRequest(spec.tooLarge));
          hash.update(chunk);
          done(null, chunk);
        },
      });
      file = {
        fieldName: part.fieldname,
        fileName: path.basename(part.filename ?? ''),
        size: 0,
        md5: '',
        path: target,
      };
      await pipeline(part.file, counter, fs.createWriteStream(target));
      file.size = size;
      file.md5 = hash.digest('hex');
    }
  } catch (error) {
    if (file) await fs.promises.rm(file.path, { force: true });
    if (error instanceof ApiError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(spec.tooLarge);
    // Malformed multipart bodies and aborted uploads.
    throw badRequest(uploadMessages.failed);
  }
  return { fields, file };
}
