import fs from 'node:fs';
import path from 'node:path';

/**
 * Announcement attachments on the server's disk, under DATA_DIR/files/attachments. The common-services
 * issue replaces this with the material library and S3-compatible storage.
 */
export const attachmentDir = (dataDir: string) => path.join(dataDir, 'files', 'attachments');

/** The absolute path of a stored attachment, or null when there is none (names are validated upstream). */
export function attachmentPath(dataDir: string, fileName: string): string | null {
  const dir = attachmentDir(dataDir);
  const full = path.resolve(dir, fileName);
  if (path.dirname(full) !== path.resolve(dir)) return null;
  return fs.existsSync(full) && fs.statSync(full).isFile() ? full : null;
}

export const CONTENT_TYPES: Record<string, string> = {
  '.csv': 'text/csv; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
