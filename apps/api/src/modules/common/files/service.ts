import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import {
  CONTENT_TYPE_BY_EXTENSION,
  checkUploadMeta,
  detectedTypes,
  extensionOf,
  type UploadRule,
  uploadMessages,
} from '@hr/contract';
import dayjs from 'dayjs';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { fileTypeFromFile } from 'file-type';
import type { Config } from '../../../platform/config.ts';
import type { DbOrTx } from '../../../platform/db.ts';
import { badRequest } from '../../../platform/errors.ts';
import { type Actor, companyScope } from '../../../platform/permissions.ts';
import type { ObjectStorage } from '../../../platform/storage/index.ts';
import { material } from '../material/tables.ts';
import {
  genuineSignedFileKeys,
  signedFileUrl,
  signFileLinks,
  unsignedFileKeys,
  unsignFileLinks,
} from './signed-url.ts';
import { storedFile } from './tables.ts';

/** A file on local disk waiting to be stored: an upload's spool file or an assembled video. */
export interface LocalFile {
  path: string;
  fileName: string;
  size: number;
  md5: string;
}

export interface StoredFileInfo {
  objectKey: string;
  name: string;
  url: string;
  size: number;
  md5: string;
}

export interface FileDeps {
  db: DbOrTx;
  config: Config;
  storage: ObjectStorage;
}

/** Whether the bytes look like plain UTF-8 text (for txt/csv, which have no magic number). */
async function looksLikeText(path: string): Promise<boolean> {
  const handle = await fs.promises.open(path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(65536), 0, 65536, 0);
    const head = buffer.subarray(0, bytesRead);
    if (head.includes(0)) return false;
    // A multi-byte character cut at the end of the sample is fine; anything else must decode.
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, Math.max(0, bytesRead - 4)));
    return true;
  } catch {
    return false;
  } finally {
    await handle.close();
  }
}

/**
 * Checks a file by name, size and content against a rule: the extension must be allowed, the size within
 * the limit, and the magic bytes must agree with the extension (a text file renamed .png is refused).
 */
export async function checkFile(
  file: LocalFile,
  rule: UploadRule,
  sizeMessage?: (maxBytes: number) => string,
): Promise<string> {
  const problem = checkUploadMeta(rule, { name: file.fileName, size: file.size }, sizeMessage);
  if (problem) throw badRequest(problem);
  const extension = extensionOf(file.fileName);
  const expected = detectedTypes[extension];
  const matches =
    expected === null
      ? await looksLikeText(file.path)
      : (expected?.includes((await fileTypeFromFile(file.path))?.ext ?? '') ?? false);
  if (!matches) throw badRequest(uploadMessages.contentMismatch);
  return extension;
}

/**
 * Stores a checked file under a new key `<purpose>/<yyyymm>/<uuid>.<ext>` and registers it. A file sent
 * without a session (a public form's applicant) has no uploader; `cmpyCode` then files it under a company.
 */
export async function storeFile(
  deps: FileDeps,
  actor: Actor | null,
  file: LocalFile,
  options: {
    rule: UploadRule;
    purpose: string;
    sizeMessage?: (maxBytes: number) => string;
    /** The owning company, checked by the caller (`ownerFor`); ignored for company staff (always their own). */
    cmpyCode?: string | null;
    /** Kept only once a submission names it (default: uploads without a session); see `storedFile.pending`. */
    pending?: boolean;
  },
): Promise<StoredFileInfo> {
  const extension = await checkFile(file, options.rule, options.sizeMessage);
  const objectKey = `${options.purpose}/${dayjs().format('YYYYMM')}/${randomUUID()}.${extension}`;
  const contentType = CONTENT_TYPE_BY_EXTENSION[extension] ?? 'application/octet-stream';
  await deps.storage.putFile(objectKey, file.path, contentType);
  await deps.db.insert(storedFile).values({
    objectKey,
    fileName: file.fileName,
    size: file.size,
    contentType,
    md5: file.md5,
    purpose: options.purpose,
    ownerUserId: actor?.userId ?? null,
    // Company staff's files are always their company's; an operator's are the platform's unless the caller
    // names the owner it checked (a material or video uploaded for a company); anonymous ones as filed.
    cmpyCode: actor && companyScope(actor) !== null ? companyScope(actor) : (options.cmpyCode ?? null),
    pending: options.pending ?? actor === null,
  });
  return {
    objectKey,
    name: file.fileName,
    url: signedFileUrl(deps.config, objectKey),
    size: file.size,
    md5: file.md5,
  };
}

/**
 * Fresh signed URLs for the keys the caller may see: platform staff see every file; company staff see their
 * company's files and files uploaded by platform staff (shared pictures). Unknown or hidden keys are left out.
 */
export async function fileUrls(
  deps: FileDeps,
  actor: Actor,
  objectKeys: string[],
): Promise<{ objectKey: string; name: string; url: string }[]> {
  if (objectKeys.length === 0) return [];
  const scope = companyScope(actor);
  const rows = await deps.db
    .select({ objectKey: storedFile.objectKey, name: storedFile.fileName })
    .from(storedFile)
    .where(
      and(
        inArray(storedFile.objectKey, objectKeys),
        scope === null ? undefined : or(eq(storedFile.cmpyCode, scope), isNull(storedFile.cmpyCode)),
      ),
    );
  const byKey = new Map(rows.map((row) => [row.objectKey, row]));
  return objectKeys.flatMap((key) => {
    const row = byKey.get(key);
    return row ? [{ ...row, url: signedFileUrl(deps.config, key) }] : [];
  });
}

/** The registered file behind a key, for serving it. */
export async function findStoredFile(db: DbOrTx, objectKey: string) {
  const [row] = await db.select().from(storedFile).where(eq(storedFile.objectKey, objectKey)).limit(1);
  return row ?? null;
}

/**
 * The live files among `keys` that `owner` may read: registered, not the file of a deleted material, and
 * the owner's own or the platform's (`owner` null: the platform, which reads every file).
 */
export async function readableFiles(
  db: DbOrTx,
  keys: readonly string[],
  owner: string | null,
): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await db
    .select({ objectKey: storedFile.objectKey })
    .from(storedFile)
    .where(
      and(
        inArray(storedFile.objectKey, [...keys]),
        owner === null ? undefined : or(eq(storedFile.cmpyCode, owner), isNull(storedFile.cmpyCode)),
      ),
    );
  const deleted = await deletedMaterialFiles(
    db,
    rows.map((row) => row.objectKey),
  );
  return new Set(rows.map((row) => row.objectKey).filter((key) => !deleted.has(key)));
}

/** Keys among `keys` that belong to a deleted material (their links stop working). */
export async function deletedMaterialFiles(db: DbOrTx, keys: readonly string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await db
    .select({ objectKey: material.objectKey })
    .from(material)
    .where(and(inArray(material.objectKey, [...keys]), eq(material.deleted, true)));
  return new Set(rows.flatMap((row) => (row.objectKey ? [row.objectKey] : [])));
}

/** Stored rich text as it is read: its unsigned links to files its owner may read get a fresh signature. */
export async function signStoredText(
  deps: { db: DbOrTx; config: Config },
  html: string,
  owner: string | null,
): Promise<string> {
  const keys = unsignedFileKeys(html);
  if (!keys.length) return html;
  return signFileLinks(html, deps.config, await readableFiles(deps.db, keys, owner));
}

/** Rich text as it is stored: links this server signed, to files its owner may read, lose their signature. */
export async function textForStorage(
  deps: { db: DbOrTx; config: Config },
  html: string,
  owner: string | null,
): Promise<string> {
  const keys = genuineSignedFileKeys(html, deps.config);
  if (!keys.length) return html;
  return unsignFileLinks(html, deps.config, await readableFiles(deps.db, keys, owner));
}
