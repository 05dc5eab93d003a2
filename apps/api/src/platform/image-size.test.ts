import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LICENCE_PNG } from '../modules/common/file-manage/test-upload.ts';
import { hugePng, jpegHeader } from '../test/images.ts';
import { readImageSize } from './image-size.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-size-'));
const fileOf = (name: string, bytes: Uint8Array) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  return file;
};

describe('image size from the header', () => {
  it('reads a PNG’s IHDR', async () => {
    expect(await readImageSize(fileOf('licence.png', LICENCE_PNG))).toEqual({
      width: LICENCE_PNG.readUInt32BE(16),
      height: LICENCE_PNG.readUInt32BE(20),
    });
    expect(await readImageSize(fileOf('huge.png', hugePng(20000, 20000)))).toEqual({
      width: 20000,
      height: 20000,
    });
  });

  it('reads a JPEG’s frame header after its APPn segments', async () => {
    expect(await readImageSize(fileOf('photo.jpg', jpegHeader(12000, 9000)))).toEqual({
      width: 12000,
      height: 9000,
    });
  });

  it('answers null for other or broken files', async () => {
    expect(
      await readImageSize(fileOf('text.png', Buffer.from('plain text, not an image at all'))),
    ).toBeNull();
    expect(await readImageSize(fileOf('cut.jpg', jpegHeader(100, 100).subarray(0, 30)))).toBeNull();
    expect(await readImageSize(fileOf('empty.png', Buffer.alloc(0)))).toBeNull();
  });
});
