import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.ts';

const tempDir = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lock-')), 'nested', 'data');

describe('data dir lock', () => {
  it('creates missing parent folders and refuses a second opener while held', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    // Pretend another live process holds it: PID 1 always exists.
    fs.writeFileSync(path.join(dir, 'server.lock'), '1');
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    fs.writeFileSync(path.join(dir, 'server.lock'), String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = tempDir();
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'server.lock'), '999999');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
