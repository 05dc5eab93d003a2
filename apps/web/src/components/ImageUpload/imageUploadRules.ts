import { type api, ResultCode, type RouteOutput, uploadMessages } from '@hr/contract';
import { ApiError } from '../../app/request';
import { UploadAborted } from '../upload-requests';

/** An image the upload holds: its material and the signed URL to show it. */
export interface UploadedImage {
  materialCode: string;
  name: string;
  url: string;
  /** 1 passed, 2 failed, anything else under review. */
  applyState: number;
}

/** The image in an answer of uploadMaterial (the other answers are video tasks), or null. */
export function imageFromAnswer(
  answer: RouteOutput<typeof api.material.uploadMaterial>,
  fileName: string,
): UploadedImage | null {
  if (typeof answer !== 'object' || !('objectKey' in answer)) return null;
  return {
    materialCode: answer.materialCode,
    name: answer.materialName || fileName,
    url: answer.url,
    applyState: answer.applyState,
  };
}

/**
 * What a failed image upload tells the user: an answer with a code other than 200 reads
 * 图片未审核通过，请检查 with the server's reason; no answer at all (network, proxy) reads 上传失败; a
 * cancelled upload says nothing.
 */
export function uploadErrorText(error: unknown): string | null {
  if (error instanceof UploadAborted) return null;
  if (!(error instanceof ApiError) || error.code === 0 || error.code === ResultCode.ok)
    return uploadMessages.failed;
  const reason = error.message.trim();
  return reason && reason !== uploadMessages.failed
    ? `${uploadMessages.imageNotApproved}：${reason}`
    : uploadMessages.imageNotApproved;
}
