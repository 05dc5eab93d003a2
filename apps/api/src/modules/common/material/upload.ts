import {
  defaultMaterialName,
  extensionOf,
  type ImageMaterialResult,
  MaterialApplyState,
  type MaterialLibrary,
  MaterialType,
  materialImageRule,
  materialImageSizeMessage,
  materialMessages,
  uploadMessages,
  type VideoFlow,
  type VideoTask,
} from '@hr/contract';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { AuditFn } from '../../../platform/audit.ts';
import { newCode } from '../../../platform/codes.ts';
import type { Tx } from '../../../platform/db.ts';
import { badRequest, forbidden } from '../../../platform/errors.ts';
import type { UploadedFile } from '../../../platform/multipart.ts';
import { type Actor, companyScope, hasPermission } from '../../../platform/permissions.ts';
import { type FileDeps, storeFile } from '../files/service.ts';
import { signedFileUrl } from '../files/signed-url.ts';
import { storedFile } from '../files/tables.ts';
import { createVideoTask } from '../video/service.ts';
import { ownerFor, requireGroup } from './scope.ts';
import { material } from './tables.ts';

export interface UploadMaterialInput {
  cmpyCode?: string | undefined;
  materialType: number;
  materialName?: string | undefined;
  fileName?: string | undefined;
  fileSize?: number | undefined;
  md5?: string | undefined;
  groupCode?: string | undefined;
  flow?: VideoFlow | undefined;
}

/**
 * A reviewer's own uploads need no review: holders of the library door's audit code (material:audit or
 * trainMaterial:audit: platform operators) put materials in the library as passed; everyone else's wait
 * under review (applyState 0).
 */
const initialReview = (actor: Actor, library: MaterialLibrary) =>
  hasPermission(actor, library.perms.audit)
    ? { applyState: MaterialApplyState.passed, auditedBy: actor.userId, auditedAt: new Date() }
    : { applyState: MaterialApplyState.underReview };

/** Where a new material goes: its owner company (checked) and, if named, a group of that owner. */
async function placement(
  deps: FileDeps,
  actor: Actor,
  input: { cmpyCode?: string | undefined; groupCode?: string | undefined },
) {
  const owner = await ownerFor(deps.db, actor, input.cmpyCode);
  if (input.groupCode) await requireGroup(deps.db, input.groupCode, owner);
  return { owner, groupCode: input.groupCode ?? null };
}

/**
 * Inserts the image material row for a stored file and its audit record, in one transaction; on failure the
 * caller removes the stored object again.
 */
async function insertImage(
  deps: FileDeps,
  actor: Actor,
  file: { objectKey: string; fileName: string; size: number; md5: string },
  place: { owner: string | null; groupCode: string | null },
  materialName: string | undefined,
  library: MaterialLibrary,
  record: (tx: Tx, materialCode: string) => Promise<void>,
): Promise<ImageMaterialResult> {
  const review = initialReview(actor, library);
  const row = await deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(material)
      .values({
        materialCode: newCode('M'),
        cmpyCode: place.owner,
        groupCode: place.groupCode,
        materialType: MaterialType.image,
        materialName: materialName ?? defaultMaterialName(file.fileName),
        fileName: file.fileName,
        fileSize: file.size,
        md5: file.md5,
        objectKey: file.objectKey,
        createdBy: actor.userId,
        ...review,
      })
      .returning();
    await record(tx, inserted!.materialCode);
    return inserted;
  });
  return {
    materialCode: row!.materialCode,
    materialName: row!.materialName,
    objectKey: file.objectKey,
    url: signedFileUrl(deps.config, file.objectKey),
    applyState: row!.applyState,
  };
}

async function uploadImage(
  deps: FileDeps,
  actor: Actor,
  input: UploadMaterialInput,
  upload: UploadedFile | null,
  library: MaterialLibrary,
  record: (tx: Tx, materialCode: string) => Promise<void>,
): Promise<ImageMaterialResult> {
  if (!hasPermission(actor, library.perms.uploadPic)) throw forbidden(materialMessages.noPermissionPic);
  if (!upload || upload.size === 0) throw badRequest(uploadMessages.empty);
  if ((input.md5 && input.md5 !== upload.md5) || (input.fileSize && input.fileSize !== upload.size))
    throw badRequest(materialMessages.md5Mismatch);
  const place = await placement(deps, actor, input);
  const stored = await storeFile(deps, actor, upload, {
    rule: materialImageRule,
    purpose: 'material',
    sizeMessage: materialImageSizeMessage,
  });
  try {
    return await insertImage(
      deps,
      actor,
      { ...stored, fileName: upload.fileName },
      place,
      input.materialName,
      library,
      record,
    );
  } catch (error) {
    await deps.db.delete(storedFile).where(eq(storedFile.objectKey, stored.objectKey));
    await deps.storage.remove(stored.objectKey);
    throw error;
  }
}

async function createVideo(
  deps: FileDeps,
  actor: Actor,
  input: UploadMaterialInput,
  upload: UploadedFile | null,
  library: MaterialLibrary,
  record: (tx: Tx, materialCode: string) => Promise<void>,
): Promise<'0' | VideoTask> {
  // The shared upload (form designer) is not the library's own flow: the video module decides who may use it.
  if (input.flow !== 'shared' && !hasPermission(actor, library.perms.uploadVideo))
    throw forbidden(materialMessages.noPermissionVideo);
  if (upload) throw badRequest(materialMessages.videoNeedsChunks);
  const { fileName, fileSize, md5 } = input;
  if (!fileName || !fileSize || !md5) throw badRequest(materialMessages.videoFieldsRequired);
  const place = await placement(deps, actor, input);
  const task = await createVideoTask(deps, actor, {
    cmpyCode: place.owner ?? undefined,
    materialName: input.materialName ?? defaultMaterialName(fileName),
    fileName,
    fileSize,
    md5,
    groupCode: place.groupCode ?? undefined,
    flow: input.flow,
    permission: library.perms.uploadVideo,
    // In the transaction that creates the material: a reviewer's own upload passes, and the audit record.
    async onCreate(tx, materialCode) {
      const review = initialReview(actor, library);
      if (review.applyState === MaterialApplyState.passed) {
        await tx
          .update(material)
          .set(review)
          .where(
            and(
              eq(material.materialCode, materialCode),
              eq(material.applyState, MaterialApplyState.underReview),
            ),
          );
      }
      await record(tx, materialCode);
    },
  });
  return task;
}

/**
 * `uploadMaterial`: an image (materialType 1) is checked (extension, 10 MB, magic bytes), stored and put in
 * the library; a video (materialType 2) gets a chunked-upload task from the video module. `library` is the
 * door it came through (common or training paths), whose codes are checked.
 */
export async function uploadMaterial(
  deps: FileDeps,
  actor: Actor,
  input: UploadMaterialInput,
  upload: UploadedFile | null,
  audit: AuditFn,
  library: MaterialLibrary,
): Promise<ImageMaterialResult | VideoTask | '0'> {
  const record = (tx: Tx, materialCode: string) =>
    audit(
      { action: 'material.upload', target: materialCode, detail: { materialType: input.materialType } },
      tx,
    );
  return input.materialType === MaterialType.video
    ? createVideo(deps, actor, input, upload, library, record)
    : uploadImage(deps, actor, input, upload, library, record);
}

/**
 * `addMaterial`: registers an image already stored through fileManage/uploadFile (by its objectKey) as a
 * material. The file must be one the caller's company (or, for operators, anyone) uploaded, and meet the
 * image rule; it then goes through review like an uploaded one.
 */
export async function addMaterial(
  deps: FileDeps,
  actor: Actor,
  input: {
    objectKey: string;
    materialName?: string | undefined;
    groupCode?: string | undefined;
    cmpyCode?: string | undefined;
  },
  audit: AuditFn,
  library: MaterialLibrary,
): Promise<ImageMaterialResult> {
  const scope = companyScope(actor);
  const [file] = await deps.db
    .select()
    .from(storedFile)
    .where(
      and(
        eq(storedFile.objectKey, input.objectKey),
        scope === null ? undefined : or(eq(storedFile.cmpyCode, scope), isNull(storedFile.cmpyCode)),
      ),
    )
    .limit(1);
  if (!file) throw badRequest('文件不存在，请重新上传');
  if (!(materialImageRule.extensions as readonly string[]).includes(extensionOf(input.objectKey)))
    throw badRequest(uploadMessages.format(materialImageRule.extensions));
  if (file.size > materialImageRule.maxBytes)
    throw badRequest(materialImageSizeMessage(materialImageRule.maxBytes));
  const place = await placement(deps, actor, input);
  const result = await insertImage(
    deps,
    actor,
    { objectKey: file.objectKey, fileName: file.fileName, size: file.size, md5: file.md5 },
    place,
    input.materialName,
    library,
    (tx, materialCode) =>
      audit({ action: 'material.add', target: materialCode, detail: { objectKey: input.objectKey } }, tx),
  );
  return result;
}
