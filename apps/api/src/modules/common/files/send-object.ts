import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ByteRange, ObjectStorage } from '../../../platform/storage/index.ts';

/**
 * Parses a single-range `Range: bytes=a-b` header (also `a-` and `-n`). Returns null for no header,
 * 'unsatisfiable' for a range outside the file; multi-range requests are answered with the whole file.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start > end || start >= size) return 'unsatisfiable';
  return { start, end };
}

/** Pictures, videos and PDFs open in the browser; other files (csv, docx, xlsx, txt) download. */
const INLINE_TYPES = /^(image\/|video\/|application\/pdf)/;

/** Streams a stored file with its type and name, answering Range requests with 206 (video seeking). */
export async function sendObject(
  storage: ObjectStorage,
  file: { objectKey: string; fileName: string; contentType: string; size: number },
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const range = parseRange(req.headers.range, file.size);
  reply
    .header('content-type', file.contentType)
    .header('accept-ranges', 'bytes')
    .header(
      'content-disposition',
      `${INLINE_TYPES.test(file.contentType) ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    );
  // Cache-Control: the API's no-store (app.ts), as any personal file.
  if (range === 'unsatisfiable') {
    return reply.status(416).header('content-range', `bytes */${file.size}`).send();
  }
  if (range) {
    reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
      .header('content-length', range.end - range.start + 1);
    return reply.send(await storage.read(file.objectKey, range));
  }
  reply.header('content-length', file.size);
  return reply.send(await storage.read(file.objectKey));
}
