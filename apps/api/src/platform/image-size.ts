import fs from 'node:fs';

export interface ImageSize {
  width: number;
  height: number;
}

/** JPEG start-of-frame markers (baseline, progressive, lossless, arithmetic): they carry the frame's size. */
const JPEG_FRAME_MARKERS = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);

/**
 * The pixel size of a PNG or JPEG file, read from its header (PNG's IHDR chunk, JPEG's start-of-frame
 * segment) without decoding a single pixel; null when the file is neither or its header is broken. A small
 * file can declare a huge image (a 439 KB PNG of 20000×20000), and decoding it takes gigabytes: callers check
 * the size before anything decodes the file.
 */
export async function readImageSize(file: string): Promise<ImageSize | null> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const read = async (position: number, length: number) => {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, position);
      return bytesRead === length ? buffer : null;
    };
    const head = await read(0, 24);
    if (!head) return null;
    if (head.readUInt32BE(0) === 0x89504e47 && head.toString('latin1', 12, 16) === 'IHDR')
      return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
    if (head[0] !== 0xff || head[1] !== 0xd8) return null;
    // JPEG: walk the segments up to the first frame header (APPn/EXIF segments come first, each ≤ 64 KB).
    let at = 2;
    for (let segments = 0; segments < 1000; segments++) {
      const marker = await read(at, 2);
      if (marker?.[0] !== 0xff) return null;
      const code = marker[1] as number;
      if (code === 0xff) {
        at += 1; // fill byte
        continue;
      }
      if (code === 0xd8 || code === 0x01 || (code >= 0xd0 && code <= 0xd7)) {
        at += 2; // markers without a length
        continue;
      }
      if (code === 0xd9 || code === 0xda) return null; // end of image or scan data before any frame
      const segment = await read(at + 2, JPEG_FRAME_MARKERS.has(code) ? 7 : 2);
      if (!segment) return null;
      if (JPEG_FRAME_MARKERS.has(code))
        return { height: segment.readUInt16BE(3), width: segment.readUInt16BE(5) };
      at += 2 + segment.readUInt16BE(0);
    }
    return null;
  } finally {
    await handle.close();
  }
}
