import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import Tesseract from 'tesseract.js';

/**
 * Local text recognition of licence images with tesseract.js and the simplified-Chinese model from npm
 * (@tesseract.js-data/chi_sim, 4.0.0_best_int). Everything is read from node_modules: nothing is fetched from
 * the internet. One worker is started on the first job (about 0.4 s), kept for later ones and ended after
 * IDLE_MS without work; jobs run one at a time.
 *
 * Resource bounds (issue 14): the caller refuses images above LICENCE_MAX_PIXELS from their header before
 * anything decodes them; at most OCR_LIMITS.maxWaiting jobs wait behind the running one (`recognitionBusy`);
 * a job running longer than OCR_LIMITS.timeoutMs ends its worker; and after a large image the worker is ended
 * at once, because the WebAssembly memory it grew for that image is never given back while it lives.
 */
const localRequire = createRequire(import.meta.url);

/** How long an unused worker is kept before it is ended (its model takes memory). */
const IDLE_MS = 10 * 60 * 1000;

/** The files recognition needs, all inside node_modules (tesseract.js and the data package are not bundled). */
export function ocrAssets() {
  const tesseractDir = path.dirname(localRequire.resolve('tesseract.js/package.json'));
  const dataDir = path.dirname(localRequire.resolve('@tesseract.js-data/chi_sim/package.json'));
  return {
    langPath: path.join(dataDir, '4.0.0_best_int'),
    workerPath: path.join(tesseractDir, 'src', 'worker-script', 'node', 'index.js'),
    /** The WebAssembly core the worker loads with require(). */
    corePath: path.dirname(localRequire.resolve('tesseract.js-core/package.json')),
  };
}

async function startWorker(cachePath: string): Promise<Tesseract.Worker> {
  const { langPath, workerPath } = ocrAssets();
  const model = path.join(langPath, 'chi_sim.traineddata.gz');
  if (!fs.existsSync(model) || !fs.existsSync(workerPath)) {
    // Without these tesseract.js would try a CDN; refuse instead.
    throw new Error(`text recognition files missing: ${model} ${workerPath}`);
  }
  await fs.promises.mkdir(cachePath, { recursive: true });
  return Tesseract.createWorker('chi_sim', Tesseract.OEM.LSTM_ONLY, {
    langPath,
    workerPath,
    gzip: true,
    cachePath,
    // Without a handler tesseract.js rethrows a failed job inside its message listener, which would end the
    // process; the job's promise is rejected either way.
    errorHandler: () => {},
  });
}

export const OCR_LIMITS = {
  /** Jobs that may wait behind the running one; more are refused (`recognitionBusy`). */
  maxWaiting: 4,
  /** A job taking longer ends its worker and fails (the licence is still stored, fields left empty). */
  timeoutMs: 60_000,
  /** After an image of more pixels the worker is ended, releasing the memory it grew for it. */
  recycleAbovePixels: 4_000_000,
};

export class RecognitionTimeoutError extends Error {}

let worker: Promise<Tesseract.Worker> | null = null;
/** Jobs queued or running. */
let jobs = 0;
let queue: Promise<unknown> = Promise.resolve();
let idleTimer: NodeJS.Timeout | null = null;

/** Ends the worker (idle, shutting down, tests). The next job starts a new one. */
export async function stopTextRecognition(): Promise<void> {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  const current = worker;
  worker = null;
  if (current) await (await current.catch(() => null))?.terminate();
}

async function endWorker(current: Promise<Tesseract.Worker>) {
  if (worker === current) worker = null;
  const started = await current.catch(() => null);
  // After the microtasks that hand a job to a just-started worker: ending the worker between a job's
  // start and its message to the worker would leave a rejection inside tesseract.js that nobody hears.
  await new Promise((resolve) => setImmediate(resolve));
  await started?.terminate().catch(() => {});
}

async function runJob(imagePath: string, cachePath: string, options: JobOptions): Promise<string> {
  if (idleTimer) clearTimeout(idleTimer);
  worker ??= startWorker(cachePath);
  const current = worker;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new RecognitionTimeoutError('text recognition timed out')),
      options.timeoutMs ?? OCR_LIMITS.timeoutMs,
    );
  });
  timeout.catch(() => {});
  try {
    // Both are settled whichever wins: a job cut off by the timeout fails later on its ended worker.
    // Read here, so that handing the job to the worker takes no I/O (see endWorker).
    const image = await fs.promises.readFile(imagePath);
    const work = current.then((started) => started.recognize(image));
    work.catch(() => {});
    const { data } = await Promise.race([work, timeout]);
    if ((options.pixels ?? 0) > OCR_LIMITS.recycleAbovePixels) await endWorker(current);
    return data.text;
  } catch (error) {
    // A worker that failed to start, crashed or overran is ended; the next job starts a new one.
    await endWorker(current);
    throw error;
  } finally {
    clearTimeout(timer);
    idleTimer = setTimeout(() => void stopTextRecognition(), IDLE_MS);
    idleTimer.unref();
  }
}

interface JobOptions {
  /** The image's pixel count (from its header): a large image's worker is ended after the job. */
  pixels?: number;
  timeoutMs?: number;
}

/** Whether the queue is full: a new job would be refused. */
export const recognitionBusy = () => jobs > OCR_LIMITS.maxWaiting;

export class RecognitionBusyError extends Error {}

/**
 * The text on an image file (png or jpeg), as tesseract prints it (spaces between Chinese characters).
 * Jobs are queued: one image at a time on the one worker; a full queue refuses (RecognitionBusyError).
 */
export function recogniseText(
  imagePath: string,
  cachePath: string,
  options: JobOptions = {},
): Promise<string> {
  if (recognitionBusy()) return Promise.reject(new RecognitionBusyError('text recognition queue full'));
  jobs++;
  const job = queue.then(() => runJob(imagePath, cachePath, options)).finally(() => jobs--);
  queue = job.catch(() => {});
  return job;
}
