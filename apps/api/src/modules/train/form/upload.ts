import { formFields, formFileRule, formMessages, parseFormRules, type UploadRule } from '@hr/contract';
import { badRequest } from '../../../platform/errors.ts';
import type { UploadedFile } from '../../../platform/multipart.ts';
import { requireUpload } from '../../common/file-manage/service.ts';
import { type FileDeps, storeFile } from '../../common/files/service.ts';
import { formByCode } from './access.ts';
import { FORM_FILE_PURPOSE } from './answer-files.ts';

/**
 * A public page's upload (no login): checked against `rule` (extension, size, magic bytes), stored without
 * an uploader and filed for `purpose` under `cmpyCode`, so that what the page then submits may name it by
 * its key (`filedFiles` checks the filing).
 */
export async function storePublicUpload(
  deps: FileDeps,
  upload: UploadedFile | null,
  filing: { rule: UploadRule; purpose: string; cmpyCode: string | null },
) {
  const stored = await storeFile(deps, null, requireUpload(upload), filing);
  return { name: stored.name, objectKey: stored.objectKey, url: stored.url };
}

/**
 * An upload for a file field of a form's rules (a form's own, or a job's copy of its application form): the
 * field must be a file field of those rules and the file must pass that field's rule. It is filed as a form
 * file under the rules' company, which is what `checkFileRefs` accepts in the answers.
 */
export async function uploadFieldFile(
  deps: FileDeps,
  upload: UploadedFile | null,
  form: { formContent: string | null; cmpyCode: string | null },
  field: string,
) {
  const rules = form.formContent ? parseFormRules(form.formContent) : [];
  const rule = formFields(rules).find((f) => f.field === field);
  if (!rule) throw badRequest(formMessages.unknownField(field));
  const fileRule = formFileRule(rule);
  if (!fileRule) throw badRequest(formMessages.notFileField(field));
  return storePublicUpload(deps, upload, {
    rule: fileRule,
    purpose: FORM_FILE_PURPOSE,
    cmpyCode: form.cmpyCode,
  });
}

/** The answer page's upload: a file for a file field of the form (see `uploadFieldFile`). */
export async function uploadFormFile(
  deps: FileDeps,
  upload: UploadedFile | null,
  input: { bizCode: string; field: string },
) {
  const form = await formByCode(deps.db, input.bizCode);
  return uploadFieldFile(deps, upload, form, input.field);
}
