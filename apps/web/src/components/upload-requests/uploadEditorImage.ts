import { api, checkUploadMeta, type StoredImageResult, uploadMessages, uploadRules } from '@hr/contract';
import { uploadForm } from './uploadForm';

/**
 * The rich-text editor's `uploadImage`: checks the image rule (png/jpg/jpeg, 10M), stores the picture and
 * answers `{url, objectKey}`. Failures reject with an Error whose message is the server's msg or 上传失败.
 */
export async function uploadEditorImage(file: File): Promise<StoredImageResult> {
  const problem = checkUploadMeta(uploadRules.image, file);
  if (problem) throw new Error(problem);
  try {
    return await uploadForm(api.fileManage.uploadEditorImage, file);
  } catch (error) {
    throw error instanceof Error && error.message ? error : new Error(uploadMessages.failed);
  }
}
