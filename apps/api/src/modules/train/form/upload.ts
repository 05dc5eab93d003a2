import { formFields, formFileRule, formMessages, parseFormRules } from '@hr/contract';
import { badRequest } from '../../../platform/errors.ts';
import type { UploadedFile } from '../../../platform/multipart.ts';
import { requireUpload } from '../../common/file-manage/service.ts';
import { type FileDeps, storeFile } from '../../common/files/service.ts';
import { formByCode } from './access.ts';
import { FORM_FILE_PURPOSE } from './answer-files.ts';

/**
 * The answer page's upload (no login): the file must be for a file field of the form and pass that field's
 * rule (extension, size, magic bytes). It is stored without an uploader, filed under the form's company, and
 * an answer may then name it by its key.
 */
export async function uploadFormFile(
  deps: FileDeps,
  upload: UploadedFile | null,
  input: { bizCode: string; field: string },
) {
  const form = await formByCode(deps.db, input.bizCode);
  const rule = formFields(parseFormRules(form.formContent)).find((f) => f.field === input.field);
  if (!rule) throw badRequest(formMessages.unknownField(input.field));
  const fileRule = formFileRule(rule);
  if (!fileRule) throw badRequest(formMessages.notFileField(input.field));
  const stored = await storeFile(deps, null, requireUpload(upload), {
    rule: fileRule,
    purpose: FORM_FILE_PURPOSE,
    cmpyCode: form.cmpyCode,
  });
  return { name: stored.name, objectKey: stored.objectKey, url: stored.url };
}
