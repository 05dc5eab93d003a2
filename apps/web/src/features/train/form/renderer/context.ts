import { createContext, useContext } from 'react';
import type { FormFileUploader, RendererMode } from './types.ts';

/** What every rule of a rendered form may need besides its own rule: the mode, uploads, file links. */
export interface RendererContextValue {
  mode: RendererMode;
  upload?: FormFileUploader | undefined;
  /** objectKey → signed URL of the files the answers name. */
  fileUrls: Record<string, string>;
}

export const RendererContext = createContext<RendererContextValue>({ mode: 'preview', fileUrls: {} });

export const useRenderer = () => useContext(RendererContext);
