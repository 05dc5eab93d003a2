import fs from 'node:fs';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../config.ts';
import type { ByteRange, ObjectStorage } from './storage.ts';

// The AWS SDK is large: it is loaded only when STORAGE=s3 is configured.
const sdk = () => import('@aws-sdk/client-s3');

/** Objects in an S3-compatible bucket (AWS S3, MinIO, OSS/COS in S3 mode). */
export class S3Storage implements ObjectStorage {
  readonly kind = 's3' as const;
  private client: Promise<S3Client> | null = null;
  constructor(private readonly config: S3Config) {}

  private connect(): Promise<S3Client> {
    this.client ??= sdk().then(
      ({ S3Client }) =>
        new S3Client({
          region: this.config.region,
          ...(this.config.endpoint ? { endpoint: this.config.endpoint } : {}),
          forcePathStyle: this.config.forcePathStyle,
          // Checksums only where S3 requires them: many S3-compatible servers do not understand the
          // aws-chunked trailing checksums the SDK sends by default.
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
          credentials: { accessKeyId: this.config.accessKeyId, secretAccessKey: this.config.secretAccessKey },
        }),
    );
    return this.client;
  }

  async putFile(key: string, sourcePath: string, contentType: string): Promise<void> {
    const [{ PutObjectCommand }, client, { size }] = await Promise.all([
      sdk(),
      this.connect(),
      fs.promises.stat(sourcePath),
    ]);
    await client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Body: fs.createReadStream(sourcePath),
        ContentLength: size,
        ContentType: contentType,
      }),
    );
  }

  async stat(key: string) {
    const [{ HeadObjectCommand }, client] = await Promise.all([sdk(), this.connect()]);
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: key }));
      return { size: head.ContentLength ?? 0 };
    } catch (error) {
      if ((error as { name?: string }).name === 'NotFound') return null;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const [{ GetObjectCommand }, client] = await Promise.all([sdk(), this.connect()]);
    const answer = await client.send(
      new GetObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
      }),
    );
    return answer.Body as Readable;
  }

  async remove(key: string): Promise<void> {
    const [{ DeleteObjectCommand }, client] = await Promise.all([sdk(), this.connect()]);
    await client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }
}
