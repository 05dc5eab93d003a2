import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { formatApiTime, parseApiTime } from '@hr/contract';
import QRCode from 'qrcode';
import { storedFile } from '../modules/common/files/tables.ts';
import { healthProve } from '../modules/recruit/apply/tables.ts';
import type { DbOrTx } from '../platform/db.ts';
import type { ObjectStorage } from '../platform/storage/index.ts';

/**
 * Epidemic check-ins of three demo applicants: on each of the last days one or two entries, each with a
 * green health-code QR picture and a proof picture (a travel card or a test report), generated here and
 * stored like any upload (fixed keys and bytes, so seeding and writing the files are repeatable).
 */

/** [person, name, entries on each day before today (yesterday first)]. */
const CHECK_INS: [string, string, number[]][] = [
  ['U_DEMO_13526631119', '林海涛', [2, 1, 1, 2]],
  ['U_DEMO_15838296605', '陈磊', [1, 1, 1]],
  ['U_DEMO_13783651210', '吴婷婷', [1, 2, 1, 1, 1]],
];

const DAY = 24 * 60 * 60 * 1000;
const PROOF_KINDS = ['行程卡', '核酸检测报告'] as const;

/** A stable object key of our shape (`health/yyyymm/<uuid>.png`) for one picture. */
function keyOf(seed: string): string {
  const h = createHash('md5').update(seed).digest('hex');
  return `health/202611/${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}.png`;
}

interface Picture {
  objectKey: string;
  fileName: string;
  draw: () => Promise<Buffer>;
}

/** Every check-in entry: person, day (1 = yesterday), entry of the day, its running number and pictures. */
function entries() {
  return CHECK_INS.flatMap(([usrCode, name, perDay]) => {
    let n = 0;
    return perDay.flatMap((count, d) =>
      Array.from({ length: count }, (_, e) => {
        n += 1;
        const kind = PROOF_KINDS[n % 2]!;
        const code: Picture = {
          objectKey: keyOf(`${usrCode}:${n}:code`),
          fileName: `健康码-${name}-${n}.png`,
          draw: () => healthCodePng(`河南省健康码 ${name} 绿码 No.${String(n).padStart(3, '0')}`),
        };
        const proof: Picture = {
          objectKey: keyOf(`${usrCode}:${n}:proof`),
          fileName: `${kind}-${name}-${n}.png`,
          draw: async () => proofPng(n),
        };
        return { usrCode, day: d + 1, entry: e, n, code, proof };
      }),
    );
  });
}

/** A green QR code, as a health-code app shows it. */
const healthCodePng = (text: string) =>
  QRCode.toBuffer(text, {
    type: 'png',
    width: 240,
    margin: 2,
    errorCorrectionLevel: 'M',
    color: { dark: '#15803dff', light: '#ffffffff' },
  });

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/** An RGB PNG of `width` × `height` whose pixels `color` gives. */
export function png(width: number, height: number, color: (x: number, y: number) => number): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  let o = 0;
  for (let y = 0; y < height; y++) {
    raw[o++] = 0;
    for (let x = 0; x < width; x++) {
      const rgb = color(x, y);
      raw[o++] = (rgb >> 16) & 0xff;
      raw[o++] = (rgb >> 8) & 0xff;
      raw[o++] = rgb & 0xff;
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Distance from a point to a segment. */
function distance(px: number, py: number, [ax, ay, bx, by]: number[]): number {
  const [dx, dy] = [bx! - ax!, by! - ay!];
  const t = Math.max(0, Math.min(1, ((px - ax!) * dx + (py - ay!) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax! + t * dx), py - (ay! + t * dy));
}

/**
 * A proof picture: a coloured header (blue travel card, teal test report), a green disc with a white tick
 * ("normal"), and grey bars where the text would be; the bars' lengths differ from entry to entry.
 */
function proofPng(n: number): Buffer {
  const header = n % 2 ? 0x0d9488 : 0x1677ff;
  const tick = [
    [92, 152, 113, 173],
    [113, 173, 150, 128],
  ];
  const bars = [
    [240, 160],
    [262, 100 + (n % 4) * 20],
    [284, 140 - (n % 3) * 20],
  ];
  return png(240, 320, (x, y) => {
    if (y < 56) return header;
    if (tick.some((segment) => distance(x, y, segment) < 7)) return 0xffffff;
    if (Math.hypot(x - 120, y - 150) < 60) return 0x22c55e;
    for (const [top, width] of bars)
      if (y >= top! && y < top! + 9 && Math.abs(x - 120) < width! / 2) return 0xd1d5db;
    return 0xffffff;
  });
}

/** Seeds the check-in rows and their pictures' `stored_file` rows (the pictures are drawn to know md5 and size). */
export async function seedDemoHealth(tx: DbOrTx, now = Date.now()): Promise<void> {
  const today = formatApiTime(new Date(now))!.slice(0, 10);
  const list = entries();
  const files: (typeof storedFile.$inferInsert)[] = [];
  for (const picture of list.flatMap((e) => [e.code, e.proof])) {
    const bytes = await picture.draw();
    files.push({
      objectKey: picture.objectKey,
      fileName: picture.fileName,
      size: bytes.length,
      contentType: 'image/png',
      md5: createHash('md5').update(bytes).digest('hex'),
      purpose: 'health',
    });
  }
  await tx.insert(storedFile).values(files).onConflictDoNothing();
  await tx.insert(healthProve).values(
    list.map((e) => {
      // 08:30 and 17:45 of that day (Shanghai).
      const at = parseApiTime(`${today} ${e.entry ? '17:45:00' : '08:30:00'}`)!.getTime() - e.day * DAY;
      return {
        healthCode: `HP_DEMO_${e.usrCode.slice(7)}_${String(e.n).padStart(2, '0')}`,
        usrCode: e.usrCode,
        subDate: formatApiTime(new Date(at))!.slice(0, 10),
        healthImgKey: e.code.objectKey,
        proveImgKey: e.proof.objectKey,
        createdAt: new Date(at + e.n * 60_000),
      };
    }),
  );
}

/** Puts the check-in pictures into the storage when they are not there yet. */
export async function writeDemoHealthImages(storage: ObjectStorage): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-demo-health-'));
  try {
    for (const picture of entries().flatMap((e) => [e.code, e.proof])) {
      if (await storage.stat(picture.objectKey)) continue;
      const source = path.join(dir, 'picture.png');
      fs.writeFileSync(source, await picture.draw());
      await storage.putFile(picture.objectKey, source, 'image/png');
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
