import { JobState, APPLY_MESSAGES as M, uploadRules } from '@hr/contract';
import { badRequest } from '../../../platform/errors.ts';
import type { UploadedFile } from '../../../platform/multipart.ts';
import type { FileDeps } from '../../common/files/service.ts';
import { storePublicUpload, uploadFieldFile } from '../../train/form/upload.ts';
import { publicJob, RESUME_FILE_PURPOSE } from './public-apply.ts';

/** The resume's picture fields of the apply page's upload (besides the job form's own file fields). */
export const RESUME_PICTURE_FIELDS = ['$head', '$certificate'] as const;

/**
 * publicUploadFile: the apply page's upload, before it submits (no login; only while the job is online).
 * `field` is a file field of the job's copy of its form (that field's rule; filed as a form file under the
 * job's company, what the answers' checks accept), or `$head` / `$certificate` for the resume's pictures
 * (png/jpg/jpeg up to 10 MB; filed as resume pictures under the job's company, what publicApply accepts).
 */
export async function uploadApplyFile(
  deps: FileDeps,
  upload: UploadedFile | null,
  input: { jobCode: string; field: string },
) {
  const { job } = await publicJob(deps.db, input.jobCode);
  if (job.approveType !== JobState.online) throw badRequest(M.jobNotOnline);
  if ((RESUME_PICTURE_FIELDS as readonly string[]).includes(input.field))
    return storePublicUpload(deps, upload, {
      rule: uploadRules.image,
      purpose: RESUME_FILE_PURPOSE,
      cmpyCode: job.cmpyCode,
    });
  return uploadFieldFile(deps, upload, job, input.field);
}
