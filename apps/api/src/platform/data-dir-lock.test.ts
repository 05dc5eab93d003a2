import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir, lockFileContent, processStartTime } from './data-dir-lock.ts';

const tempDir = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lock-')), 'nested', 'data');

const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill();
});
/** A live process other than this one. */
async function live(command: string, args: string[]) {
  const child = spawn(command, args, { stdio: 'ignore' });
  children.push(child);
  await new Promise((resolve) => child.once('spawn', resolve));
  return child.pid as number;
}
const otherServer = () => live(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);

describe('data dir lock', () => {
  it('creates missing parent folders and refuses a second opener while held', async () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(lockFileContent(process.pid));
    // Pretend another live server holds it.
    const own = fs.readFileSync(path.join(dir, 'server.lock'), 'utf8');
    fs.writeFileSync(path.join(dir, 'server.lock'), lockFileContent(await otherServer()));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    fs.writeFileSync(path.join(dir, 'server.lock'), own);
    release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = tempDir();
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'server.lock'), '999999');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(lockFileContent(process.pid));
    release();
  });

  it.runIf(fs.existsSync('/proc/self/stat'))(
    'takes over a lock whose PID now belongs to an unrelated process',
    async () => {
      const dir = tempDir();
      fs.mkdirSync(dir, { recursive: true });
      const lockPath = path.join(dir, 'server.lock');
      // The PID was reused by a process started later: same PID, another start time.
      const pid = await otherServer();
      const started = Number(processStartTime(pid));
      fs.writeFileSync(lockPath, `${pid} ${started - 100}`);
      lockDataDir(dir)();
      // A lock of the older PID-only format, its PID now taken by a program that is not Node.js.
      fs.writeFileSync(lockPath, String(await live('sleep', ['60'])));
      lockDataDir(dir)();
      // The same PID-only lock held by a Node.js process still counts.
      fs.writeFileSync(lockPath, String(pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    },
  );
});
