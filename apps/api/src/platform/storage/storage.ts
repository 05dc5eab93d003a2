import type { Readable } from 'node:stream';

/** A byte range, both ends inclusive (as in an HTTP Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded files live. Local disk by default (`DATA_DIR/files/objects`); S3-compatible object storage
 * with `STORAGE=s3`, so several API nodes can share files. Keys are validated (`ObjectKey` in the contract)
 * before they reach a storage.
 */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  /** Stores a file from a path on local disk (uploads are spooled to disk first, never held in memory). */
  putFile(key: string, sourcePath: string, contentType: string): Promise<void>;
  /** Size of a stored object, or null when it does not exist. */
  stat(key: string): Promise<{ size: number } | null>;
  /** Streams an object, or a range of it. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  remove(key: string): Promise<void>;
}
