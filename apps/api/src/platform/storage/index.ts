import path from 'node:path';
import type { Config } from '../config.ts';
import { LocalStorage } from './local-storage.ts';
import { S3Storage } from './s3-storage.ts';
import type { ObjectStorage } from './storage.ts';

export type { ByteRange, ObjectStorage } from './storage.ts';

/** The storage the configuration asks for. */
export function openStorage(config: Config): ObjectStorage {
  if (config.storage.kind === 's3') return new S3Storage(config.storage.s3);
  return new LocalStorage(path.join(config.dataDir, 'files', 'objects'));
}
