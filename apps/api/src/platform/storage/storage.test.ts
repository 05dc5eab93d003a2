import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Double } from '../../../../../scripts/s3-double.mjs';
import { LocalStorage } from './local-storage.ts';
import { S3Storage } from './s3-storage.ts';
import type { ObjectStorage } from './storage.ts';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-storage-'));
const source = path.join(work, 'source.txt');
fs.writeFileSync(source, '0123456789公共就业');

// s3rver is a small S3-compatible server: the S3 adapter is tested against real S3 requests.
let double: Awaited<ReturnType<typeof startS3Double>>;
let s3: S3Storage;
beforeAll(async () => {
  double = await startS3Double(path.join(work, 's3'));
  s3 = new S3Storage(double.s3);
});
afterAll(async () => {
  await double.close();
  fs.rmSync(work, { recursive: true, force: true });
});

describe.each([
  ['local disk', () => new LocalStorage(path.join(work, 'objects')) as ObjectStorage],
  ['S3-compatible', () => s3 as ObjectStorage],
])('%s storage', (_, storageOf) => {
  const key = 'file/202611/0f8fad5b-d9cb-469f-a165-70867728950e.txt';

  it('stores, stats, reads whole and in ranges, and removes', async () => {
    const storage = storageOf();
    expect(await storage.stat(key)).toBeNull();
    await storage.putFile(key, source, 'text/plain; charset=utf-8');
    expect(await storage.stat(key)).toEqual({ size: fs.statSync(source).size });
    expect(await text(await storage.read(key))).toBe('0123456789公共就业');
    expect(await text(await storage.read(key, { start: 2, end: 4 }))).toBe('234');
    await storage.remove(key);
    expect(await storage.stat(key)).toBeNull();
  });
});

describe('local storage folders', () => {
  it('removes a folder its last object leaves empty, and stores into it again', async () => {
    const root = path.join(work, 'objects');
    const storage = new LocalStorage(root);
    await storage.putFile('chunks/VT1/0', source);
    await storage.putFile('chunks/VT1/1', source);
    await storage.remove('chunks/VT1/0');
    expect(fs.readdirSync(path.join(root, 'chunks', 'VT1'))).toEqual(['1']);
    await storage.remove('chunks/VT1/1');
    expect(fs.existsSync(path.join(root, 'chunks', 'VT1'))).toBe(false);
    await storage.putFile('chunks/VT1/0', source);
    expect(await storage.stat('chunks/VT1/0')).toEqual({ size: fs.statSync(source).size });
  });
});

describe('local storage keys', () => {
  it('refuses a key that would leave its root', async () => {
    const storage = new LocalStorage(path.join(work, 'objects'));
    await expect(storage.putFile('../escape.txt', source)).rejects.toThrow('escapes root');
  });
});
