import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../../platform/config.ts';
import { dataDirSecret } from '../../../platform/secrets.ts';

/** How long a file URL handed out by the server stays valid. */
export const FILE_URL_TTL_SECONDS = 12 * 60 * 60;

export const FILE_OBJECT_PATH = '/api/backend-common/fileManage/object';

/** The signing key: FILE_URL_SECRET, or one generated once and kept in DATA_DIR. */
const secretOf = (config: Config) => dataDirSecret(config, 'file-url-secret', config.fileUrlSecret);

const signatureOf = (config: Config, objectKey: string, expires: number) =>
  createHmac('sha256', secretOf(config)).update(`${objectKey}\n${expires}`).digest('hex');

/** A URL for one stored file that works without a session until it expires (for <img>, <video>, links). */
export function signedFileUrl(config: Config, objectKey: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + FILE_URL_TTL_SECONDS;
  const sign = signatureOf(config, objectKey, expires);
  return `${FILE_OBJECT_PATH}?${new URLSearchParams({ objectKey, expires: String(expires), sign })}`;
}

export type SignatureVerdict = 'valid' | 'expired' | 'invalid';

export function verifyFileSignature(
  config: Config,
  input: { objectKey: string; expires: number; sign: string },
  now = Date.now(),
): SignatureVerdict {
  const expected = Buffer.from(signatureOf(config, input.objectKey, input.expires), 'hex');
  const given = Buffer.from(input.sign, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return input.expires * 1000 < now ? 'expired' : 'valid';
}

const SIGNED_URL_IN_TEXT =
  /\/api\/backend-common\/fileManage\/object\?objectKey=([A-Za-z0-9%._-]+)(?:&amp;|&)expires=\d+(?:&amp;|&)sign=[0-9a-f]{64}/g;

/**
 * Rich text (announcements, job and course descriptions) keeps the signed URLs its images had when it was
 * saved; they expire. Reading such text through this gives every one of our file URLs a fresh signature, so
 * an image inserted in the editor keeps showing. Other URLs are left as they are.
 */
export function resignFileUrls(html: string, config: Config, now = Date.now()): string {
  return html.replace(SIGNED_URL_IN_TEXT, (whole, encodedKey: string) => {
    let objectKey: string;
    try {
      objectKey = decodeURIComponent(encodedKey);
    } catch {
      return whole;
    }
    const fresh = signedFileUrl(config, objectKey, now);
    return whole.includes('&amp;') ? fresh.replaceAll('&', '&amp;') : fresh;
  });
}
