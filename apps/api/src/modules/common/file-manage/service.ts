import { extensionOf, type UploadRule, uploadMessages } from '@hr/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db.ts';
import { badRequest } from '../../../platform/errors.ts';
import type { UploadedFile } from '../../../platform/multipart.ts';
import type { Actor } from '../../../platform/permissions.ts';
import { type FileDeps, fileUrls, storeFile } from '../files/service.ts';
import { storedFile } from '../files/tables.ts';
import { ownerFor } from '../material/scope.ts';

/** The file of an upload request; a request without one (or an empty one) is refused. */
export function requireUpload(upload: UploadedFile | null): UploadedFile {
  if (!upload || upload.size === 0) throw badRequest(uploadMessages.empty);
  return upload;
}

/** Stores an uploaded file and answers `{name, url, objectKey}`. */
export async function storeUpload(
  deps: FileDeps,
  actor: Actor,
  upload: UploadedFile | null,
  options: { rule: UploadRule; purpose: string },
) {
  const stored = await storeFile(deps, actor, requireUpload(upload), options);
  return { name: stored.name, url: stored.url, objectKey: stored.objectKey };
}

/** The name a file is kept under: the given display name, with the upload's extension when it lacks one. */
export function displayName(fileName: string, materialName: string | undefined): string {
  if (!materialName) return fileName;
  const extension = extensionOf(fileName);
  return extensionOf(materialName) === extension ? materialName : `${materialName}.${extension}`;
}

/**
 * third/uploadFile: stores an image or video for a company. Company staff upload for their own company only
 * (naming another is refused before anything is stored); an operator naming a company files it as that
 * company's, otherwise as a platform file.
 */
export async function storeThirdUpload(
  deps: FileDeps & { db: Db },
  actor: Actor,
  upload: UploadedFile | null,
  input: { cmpyCode?: string | undefined; materialName?: string | undefined; rule: UploadRule },
) {
  const file = requireUpload(upload);
  const owner = await ownerFor(deps.db, actor, input.cmpyCode);
  return deps.db.transaction(async (tx) => {
    const stored = await storeFile(
      { ...deps, db: tx },
      actor,
      { ...file, fileName: displayName(file.fileName, input.materialName) },
      { rule: input.rule, purpose: 'third' },
    );
    if (owner !== actor.cmpyCode) {
      await tx.update(storedFile).set({ cmpyCode: owner }).where(eq(storedFile.objectKey, stored.objectKey));
    }
    return stored;
  });
}

/** URLs of the visible files among the keys, each key once, in the order asked. */
export async function visibleFileUrls(deps: FileDeps, actor: Actor, objectKeys: string[]) {
  return fileUrls(deps, actor, [...new Set(objectKeys)]);
}

/** One entry per key asked, in order and with repeats; null name and url where the file is not visible. */
export async function orderedFileUrls(deps: FileDeps, actor: Actor, objectKeys: string[]) {
  const found = new Map(
    (await visibleFileUrls(deps, actor, objectKeys)).map((file) => [file.objectKey, file]),
  );
  return objectKeys.map((objectKey) => found.get(objectKey) ?? { objectKey, name: null, url: null });
}
