import SparkMD5 from 'spark-md5';
import { UploadCancelled } from './videoApi';

/** Gives the browser a turn (paint, input) between two pieces of work. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The md5 of a whole file and of each of its chunks, read chunk by chunk (never the whole file at once)
 * with spark-md5, yielding between chunks so that the page stays responsive on a 100 MB video.
 */
export async function hashFile(
  file: Blob,
  chunkSize: number,
  signal: AbortSignal,
  onProgress: (percent: number) => void = () => {},
): Promise<{ md5: string; blockMd5s: string[] }> {
  const whole = new SparkMD5.ArrayBuffer();
  const blockMd5s: string[] = [];
  const total = Math.max(1, Math.ceil(file.size / chunkSize));
  for (let block = 0; block < total; block++) {
    if (signal.aborted) throw new UploadCancelled();
    const bytes = await file.slice(block * chunkSize, (block + 1) * chunkSize).arrayBuffer();
    whole.append(bytes);
    blockMd5s.push(SparkMD5.ArrayBuffer.hash(bytes));
    onProgress(Math.round(((block + 1) / total) * 100));
    await yieldToBrowser();
  }
  return { md5: whole.end(), blockMd5s };
}
