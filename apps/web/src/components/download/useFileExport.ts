import { useState } from 'react';
import { errorText, useFeedback } from '../feedback';
import { downloadBlob } from './download';

type FileAnswer = { blob: Blob; fileName: string | null };

/**
 * One export button's behaviour: `run` calls the export, saves its file under the server's name (else
 * `fallbackName`) and shows the server's message when it fails; `exporting` spins the button meanwhile.
 */
export function useFileExport() {
  const { message } = useFeedback();
  const [exporting, setExporting] = useState(false);
  const run = async (fetchFile: () => Promise<FileAnswer>, fallbackName: string): Promise<void> => {
    setExporting(true);
    try {
      const { blob, fileName } = await fetchFile();
      downloadBlob(blob, fileName ?? fallbackName);
    } catch (error) {
      message.error(errorText(error, '导出失败'));
    } finally {
      setExporting(false);
    }
  };
  return { exporting, run };
}
