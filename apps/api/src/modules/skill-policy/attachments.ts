import { ATTACHMENT_MISSING, type FilingAttachment } from '@hr/contract';
import type { Config } from '../../platform/config.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { badRequest } from '../../platform/errors.ts';
import { readableFiles } from '../common/files/service.ts';
import { signedFileUrl } from '../common/files/signed-url.ts';
import type { AttachmentRecord } from '../common/msg/tables.ts';

/**
 * A filing's attachments as stored: each a file uploaded through fileManage that the filing's owner (its
 * company, or the platform) may read, and not a deleted material's; the same file twice is kept once.
 */
export async function checkedAttachments(
  db: DbOrTx,
  owner: string | null,
  attachments: AttachmentRecord[],
): Promise<AttachmentRecord[]> {
  const unique = [...new Map(attachments.map((a) => [a.objectKey, a])).values()];
  const readable = await readableFiles(
    db,
    unique.map((a) => a.objectKey),
    owner,
  );
  if (unique.some((a) => !readable.has(a.objectKey))) throw badRequest(ATTACHMENT_MISSING);
  return unique.map(({ objectKey, materialName }) => ({ objectKey, materialName }));
}

/** Attachments as read: each with a fresh signed link. */
export const attachmentsOf = (config: Config, attachments: AttachmentRecord[]): FilingAttachment[] =>
  attachments.map(({ objectKey, materialName }) => ({
    objectKey,
    materialName,
    url: signedFileUrl(config, objectKey),
  }));
