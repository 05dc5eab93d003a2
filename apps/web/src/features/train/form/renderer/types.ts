import type { FileRef, FormOptions, FormRule } from '@hr/contract';
import type { FormInstance } from 'antd';

/**
 * How a form is shown:
 * - fill: the answer page; editable, with the submit and reset buttons the form options ask for;
 * - preview: the designer's preview; editable, submit checks the rules and shows the answers;
 * - view: the read-only answer view (signature and image previews open in dialogs).
 */
export type RendererMode = 'fill' | 'preview' | 'view';

/** Stores one file of a file field and answers what the answer keeps (plus a signed URL to show it). */
export type FormFileUploader = (field: string, file: File) => Promise<FileRef & { url: string }>;

export interface FormRendererProps {
  rules: FormRule[];
  options?: FormOptions | undefined;
  mode?: RendererMode;
  /** Answers to start from (view: the answers shown). */
  value?: Record<string, unknown> | undefined;
  /** Signed URLs of the files the answers name (objectKey → url), for view mode. */
  fileUrls?: Record<string, string> | undefined;
  /** File fields upload through it; without one they are shown disabled with a hint. */
  upload?: FormFileUploader | undefined;
  /** Called with the answers once every rule passes (fill and preview). */
  onSubmit?: ((answers: Record<string, unknown>) => Promise<void> | void) | undefined;
  /** Labels above the controls whatever the options say (the answer page on a phone). */
  labelOnTop?: boolean | undefined;
  /** The antd form to render into, for a page that fills answers in itself (the apply page); its own otherwise. */
  form?: FormInstance | undefined;
}
