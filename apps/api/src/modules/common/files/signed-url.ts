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

/** Our file links in stored text: `…/object?objectKey=K`, signed (`&expires=…&sign=…`) or not (`&amp;` in HTML). */
const FILE_LINK_IN_TEXT =
  /\/api\/backend-common\/fileManage\/object\?objectKey=([A-Za-z0-9%._-]+)(?:(&amp;|&)expires=(\d+)(?:&amp;|&)sign=([0-9a-f]{64}))?/g;

interface FileLink {
  whole: string;
  objectKey: string;
  signature: { expires: number; sign: string } | null;
}

function linksIn(html: string, replace: (link: FileLink) => string): string {
  return html.replace(
    FILE_LINK_IN_TEXT,
    (
      whole,
      encodedKey: string,
      _amp: string | undefined,
      expires: string | undefined,
      sign: string | undefined,
    ) => {
      let objectKey: string;
      try {
        objectKey = decodeURIComponent(encodedKey);
      } catch {
        return whole;
      }
      return replace({
        whole,
        objectKey,
        signature: expires && sign ? { expires: Number(expires), sign } : null,
      });
    },
  );
}

/** The object keys of the unsigned links in a text (the ones `signFileLinks` may sign). */
export function unsignedFileKeys(html: string): string[] {
  const keys = new Set<string>();
  linksIn(html, (link) => {
    if (!link.signature) keys.add(link.objectKey);
    return link.whole;
  });
  return [...keys];
}

/** The object keys of the links signed by this server (valid or expired) in a text. */
export function genuineSignedFileKeys(html: string, config: Config): string[] {
  const keys = new Set<string>();
  linksIn(html, (link) => {
    if (
      link.signature &&
      verifyFileSignature(config, { objectKey: link.objectKey, ...link.signature }) !== 'invalid'
    )
      keys.add(link.objectKey);
    return link.whole;
  });
  return [...keys];
}

/**
 * Rich text is stored with unsigned links (`…/object?objectKey=K`) and signed when it is read, so an image
 * inserted in the editor keeps showing after its first signature expired. On save, a link this server signed
 * (valid or expired) to a file in `keep` (the files the text's owner may read) loses its signature; any other
 * link (forged, of another server, of a file the owner may not read) is kept exactly as it is, and since a
 * signed link is never signed again, it stops working when it expires.
 */
export function unsignFileLinks(html: string, config: Config, keep: ReadonlySet<string>): string {
  return linksIn(html, (link) => {
    if (!link.signature || !keep.has(link.objectKey)) return link.whole;
    if (verifyFileSignature(config, { objectKey: link.objectKey, ...link.signature }) === 'invalid')
      return link.whole;
    const plain = `${FILE_OBJECT_PATH}?${new URLSearchParams({ objectKey: link.objectKey })}`;
    return plain;
  });
}

/**
 * Signs the unsigned links of stored text whose files are in `readable` (the live files its owner may read).
 * Links that already carry a signature (expired, foreign, forged) are never signed again.
 */
export function signFileLinks(
  html: string,
  config: Config,
  readable: ReadonlySet<string>,
  now = Date.now(),
): string {
  return linksIn(html, (link) => {
    if (link.signature || !readable.has(link.objectKey)) return link.whole;
    // Stored text is HTML (sanitize-html writes `&` in attributes and text as `&amp;`).
    return signedFileUrl(config, link.objectKey, now).replaceAll('&', '&amp;');
  });
}
