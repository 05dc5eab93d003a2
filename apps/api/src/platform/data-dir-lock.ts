import fs from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {}

/**
 * PGlite loses committed rows without any error when two processes open one data dir, so the first
 * opener takes a lock file and a second is refused. A lock left by a dead process is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      const release = () => {
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockPath, 'utf8'));
      if (holder && holder !== process.pid && isAlive(holder)) {
        throw new DataDirInUseError(
          `数据目录 ${dataDir} 正被另一个服务进程（PID ${holder}）使用，不能同时启动两个进程。` +
            `\nThe data directory ${dataDir} is in use by another server process (PID ${holder}); stop it first.`,
        );
      }
      fs.unlinkSync(lockPath); // stale lock of a process that is gone
    }
  }
  throw new DataDirInUseError(`无法锁定数据目录 ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
