import { act } from '@testing-library/react';
import type { Mock } from 'vitest';
import type { UploadFormOptions } from './uploadForm';

/** A file input's element inside a rendered upload component. */
export const fileInput = (container: HTMLElement) =>
  container.querySelector('input[type=file]') as HTMLInputElement;

/** A tiny file that starts like a PNG (the browser checks only name and size). */
export const pngFile = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

/**
 * Makes the next call of a mocked `uploadForm` an upload the test drives: report progress, then resolve or
 * reject it.
 */
export function controlledUpload<T>(mockedUpload: Mock) {
  let options: UploadFormOptions = {};
  let settle!: { resolve: (value: T) => void; reject: (error: unknown) => void };
  mockedUpload.mockImplementationOnce((_def: unknown, _file: unknown, given?: UploadFormOptions) => {
    options = given ?? {};
    return new Promise<T>((resolve, reject) => {
      settle = { resolve, reject };
    });
  });
  return {
    progress: (percent: number) => act(() => options.onProgress?.(percent)),
    resolve: (value: T) => act(async () => settle.resolve(value)),
    reject: (error: unknown) => act(async () => settle.reject(error)),
  };
}
