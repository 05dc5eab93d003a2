import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config.ts';

const cache = new Map<string, Buffer>();

/**
 * A signing key: the configured value when there is one (every API node must share it), otherwise 32 random
 * bytes generated once and kept in DATA_DIR under `fileName` (readable by the server's user only).
 */
export function dataDirSecret(config: Config, fileName: string, configured: string | undefined): Buffer {
  if (configured) return Buffer.from(configured);
  const file = path.join(config.dataDir, fileName);
  const cached = cache.get(file);
  if (cached) return cached;
  let secret: Buffer;
  try {
    secret = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
  } catch {
    secret = randomBytes(32);
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(file, secret.toString('hex'), { mode: 0o600 });
  }
  cache.set(file, secret);
  return secret;
}
