import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { ByteRange, ObjectStorage } from './storage.ts';

/** Objects as files under one root folder; writes go through a temporary name and a rename. */
export class LocalStorage implements ObjectStorage {
  readonly kind = 'local' as const;
  constructor(private readonly root: string) {}

  /** The file behind a key; refuses anything that would leave the root (keys are validated upstream too). */
  private pathOf(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep))
      throw new Error(`object key escapes root: ${key}`);
    return full;
  }

  async putFile(key: string, sourcePath: string): Promise<void> {
    const target = this.pathOf(key);
    const temporary = `${target}.${process.pid}.part`;
    const copy = async () => {
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.copyFile(sourcePath, temporary);
    };
    // A removal may take the folder away between mkdir and copy (it prunes folders it empties): once more.
    await copy().catch((error) =>
      (error as { code?: string }).code === 'ENOENT' ? copy() : Promise.reject(error),
    );
    await fs.promises.rename(temporary, target);
  }

  async stat(key: string) {
    try {
      const stats = await fs.promises.stat(this.pathOf(key));
      return stats.isFile() ? { size: stats.size } : null;
    } catch {
      return null;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    return fs.createReadStream(this.pathOf(key), range ? { start: range.start, end: range.end } : {});
  }

  /** Removes an object and its folder when that is left empty (a video's chunks leave no folder behind). */
  async remove(key: string): Promise<void> {
    const file = this.pathOf(key);
    await fs.promises.rm(file, { force: true });
    await fs.promises.rmdir(path.dirname(file)).catch(() => {});
  }
}
