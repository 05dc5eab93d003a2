import { api, type FileRef, type FormRule } from '@hr/contract';
import { useCallback, useMemo } from 'react';
import { uploadForm } from '../../../../components/upload-requests';
import { RendererContext, type RendererContextValue } from '../../../train/form/renderer/context.ts';
import { FileField } from '../../../train/form/renderer/fields/FileField.tsx';
import type { FormFileUploader } from '../../../train/form/renderer/types.ts';

/** The resume pictures' upload fields of publicUploadFile (the job's form fields use their own ids). */
export type ResumePictureField = '$head' | '$certificate';

export interface ResumeImageFieldProps {
  jobCode: string;
  field: ResumePictureField;
  /** Most pictures held. */
  max: number;
  value?: FileRef[];
  onChange?: (files: FileRef[]) => void;
  id?: string;
}

/** Uploads of the apply page: the job's code and the field go with each file, as the route asks. */
export const publicApplyUploader =
  (jobCode: string): FormFileUploader =>
  (field, file) =>
    uploadForm(api.apply.publicUploadFile, file, { fields: { jobCode, field } });

/**
 * A picture upload of the resume (head picture, certificate pictures), the same control as the form
 * renderer's image field (png/jpg/jpeg up to 10 MB, picture cards, preview), sending each picture to the
 * public apply upload with its `$head` / `$certificate` field.
 */
export function ResumeImageField({ jobCode, field, max, value, onChange, id }: ResumeImageFieldProps) {
  const upload = useCallback<FormFileUploader>((f, file) => publicApplyUploader(jobCode)(f, file), [jobCode]);
  const context = useMemo<RendererContextValue>(
    () => ({ mode: 'fill', upload, fileUrls: {}, failedFields: [] }),
    [upload],
  );
  const rule = useMemo<FormRule>(() => ({ type: 'ImageUpload', field, props: { limit: max } }), [field, max]);
  return (
    <RendererContext.Provider value={context}>
      <FileField rule={rule} value={value} onChange={(files) => onChange?.(files)} id={id} />
    </RendererContext.Provider>
  );
}
