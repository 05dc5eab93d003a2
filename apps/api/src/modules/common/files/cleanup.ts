import fs from 'node:fs';
import path from 'node:path';
import { and, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db.ts';
import { LOCKS, runOnceAcrossNodes, skipped } from '../../../platform/once.ts';
import type { ObjectStorage } from '../../../platform/storage/index.ts';
import { storedFile } from './tables.ts';

/** How long an anonymous upload may wait for the submission that names it (a long form, a slow applicant). */
export const UNUSED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
/** How often a running server sweeps them. */
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Removes anonymous uploads (public apply and form pages) that no submission named within a day: their rows
 * first, in one statement (a submission claiming one at the same moment either wins and keeps it, or finds
 * it gone and is refused), then their objects. Answers how many were removed.
 */
export async function sweepUnusedUploads(
  deps: { db: DbOrTx; storage: ObjectStorage },
  now = Date.now(),
): Promise<number> {
  // Every node schedules the sweep; the one holding the lock does the round, the others skip theirs.
  const removed = await runOnceAcrossNodes(deps.db, LOCKS.uploadSweep, (tx) =>
    tx
      .delete(storedFile)
      .where(
        and(eq(storedFile.pending, true), lt(storedFile.createdAt, new Date(now - UNUSED_UPLOAD_TTL_MS))),
      )
      .returning({ objectKey: storedFile.objectKey }),
  );
  if (removed === skipped) return 0;
  for (const { objectKey } of removed) await deps.storage.remove(objectKey).catch(() => {});
  return removed.length;
}

/** Partial files older than this are another node's only if it has stalled for that long. */
const PARTIAL_AGE_MS = 60 * 60 * 1000;

async function removeOld(file: string, olderThan: number): Promise<boolean> {
  try {
    const stats = await fs.promises.stat(file);
    if (stats.mtimeMs >= olderThan) return false;
    await fs.promises.rm(file, { recursive: true, force: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * At start: removes what uploads cut off by a crash left behind: the multipart spool (`tmp/uploads/`), videos
 * being assembled (`tmp/assembly/`), chunks of the layout before chunks moved into the object storage
 * (`tmp/video/`) and half-copied objects (`files/objects/**\/*.part`, LocalStorage writes through them). With
 * the data directory to itself (PGlite, which takes its lock) everything goes; with DATABASE_URL, where API
 * nodes might share a DATA_DIR, only files untouched for an hour. Unfinished chunked video uploads are
 * resumable: their chunks are objects (`chunks/`) and stay. Answers how many were removed.
 */
export async function removePartialUploads(
  dataDir: string,
  options: { exclusive: boolean; now?: number },
): Promise<number> {
  const olderThan = options.exclusive
    ? Number.POSITIVE_INFINITY
    : (options.now ?? Date.now()) - PARTIAL_AGE_MS;
  let removed = 0;
  for (const spool of ['uploads', 'assembly', 'video'].map((name) => path.join(dataDir, 'tmp', name)))
    for (const name of await fs.promises.readdir(spool).catch(() => [] as string[]))
      if (await removeOld(path.join(spool, name), olderThan)) removed++;
  const objects = path.join(dataDir, 'files', 'objects');
  const walk = async (dir: string): Promise<void> => {
    const entries = await fs.promises.readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.name.endsWith('.part') && (await removeOld(full, olderThan))) removed++;
    }
  };
  await walk(objects);
  return removed;
}
