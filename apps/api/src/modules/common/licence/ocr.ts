import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import Tesseract from 'tesseract.js';

/**
 * Local text recognition of licence images with tesseract.js and the simplified-Chinese model from npm
 * (@tesseract.js-data/chi_sim, 4.0.0_best_int). Everything is read from node_modules: nothing is fetched from
 * the internet. One worker is started on the first job (about 0.4 s), kept for later ones and ended after
 * IDLE_MS without work; jobs run one at a time.
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

let worker: Promise<Tesseract.Worker> | null = null;
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

async function runJob(imagePath: string, cachePath: string): Promise<string> {
  if (idleTimer) clearTimeout(idleTimer);
  worker ??= startWorker(cachePath);
  const current = worker;
  try {
    const { data } = await (await current).recognize(imagePath);
    return data.text;
  } catch (error) {
    // A worker that failed to start or crashed is replaced on the next job.
    if (worker === current) {
      worker = null;
      await (await current.catch(() => null))?.terminate().catch(() => {});
    }
    throw error;
  } finally {
    idleTimer = setTimeout(() => void stopTextRecognition(), IDLE_MS);
    idleTimer.unref();
  }
}

/**
 * The text on an image file (png or jpeg), as tesseract prints it (spaces between Chinese characters).
 * Jobs are queued: one image at a time on the one worker.
 */
export function recogniseText(imagePath: string, cachePath: string): Promise<string> {
  const job = queue.then(() => runJob(imagePath, cachePath));
  queue = job.catch(() => {});
  return job;
}
