import { api, checkUploadMeta, type LicenceResult, uploadRules } from '@hr/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText } from '../feedback';
import { isNetworkFailure, UploadAborted, uploadForm } from '../upload-requests';

/** The licence upload's states (spec §4): idle, progress, success, error with retry. */
export type LicenceUploadState =
  | { status: 'idle' }
  | { status: 'progress'; percent: number; fileName: string }
  | { status: 'success'; result: LicenceResult }
  | {
      status: 'error';
      message: string /** The file can be sent again as is (network failure). */;
      retryFile: File | null;
    };

/**
 * Runs one licence upload at a time: checks the image rule, sends the file with progress, and lands in
 * success (with what the server recognised) or error. A new upload or unmounting cancels a running one.
 */
export function useLicenceUpload(onSuccess: (result: LicenceResult) => void) {
  const [state, setState] = useState<LicenceUploadState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);
  const onSuccessRef = useRef(onSuccess);
  onSuccessRef.current = onSuccess;

  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(async (file: File) => {
    running.current?.abort();
    const problem = checkUploadMeta(uploadRules.image, file);
    if (problem) {
      setState({ status: 'error', message: problem, retryFile: null });
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    setState({ status: 'progress', percent: 0, fileName: file.name });
    try {
      const result = await uploadForm(api.licence.disBusiLicense, file, {
        signal: controller.signal,
        onProgress: (percent) => setState({ status: 'progress', percent, fileName: file.name }),
      });
      setState({ status: 'success', result });
      onSuccessRef.current(result);
    } catch (error) {
      if (error instanceof UploadAborted) return;
      setState({
        status: 'error',
        message: errorText(error, '上传失败'),
        retryFile: isNetworkFailure(error) ? file : null,
      });
    } finally {
      if (running.current === controller) running.current = null;
    }
  }, []);

  const cancel = useCallback(() => {
    running.current?.abort();
    setState({ status: 'idle' });
  }, []);

  return { state, start, cancel };
}
