import { createContext, useContext } from 'react';
import type { FormFileUploader, RendererMode } from './types.ts';

/** What every rule of a rendered form may need besides its own rule: the mode, uploads, file links. */
export interface RendererContextValue {
  mode: RendererMode;
  upload?: FormFileUploader | undefined;
  /** objectKey → signed URL of the files the answers name. */
  fileUrls: Record<string, string>;
  /** The fields of the last failed submit (a new array each time), so tabs can open the pane in error. */
  failedFields: readonly string[];
}

export const RendererContext = createContext<RendererContextValue>({
  mode: 'preview',
  fileUrls: {},
  failedFields: [],
});

export const useRenderer = () => useContext(RendererContext);
