import fs from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {}

/**
 * When a process started, as the kernel counts it (field 22 of /proc/<pid>/stat, clock ticks since boot);
 * undefined where there is no /proc or the process is gone. With the PID it names one process for good:
 * a PID reused after a crash or a reboot has another start time.
 */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count fields after its last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** What a holder writes into `server.lock`: its PID and, where known, its start time. */
export function lockFileContent(pid: number): string {
  const started = processStartTime(pid);
  return started ? `${pid} ${started}` : String(pid);
}

/**
 * PGlite loses committed rows without any error when two processes open one data dir, so the first
 * opener takes a lock file and a second is refused. A lock left by a dead process is taken over, and so is
 * one whose PID now belongs to another process (a restart after a crash or a reboot reuses PIDs).
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  const own = lockFileContent(process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, own);
      fs.closeSync(fd);
      const release = () => {
        try {
          if (fs.readFileSync(lockPath, 'utf8') === own) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const content = fs.readFileSync(lockPath, 'utf8');
      const holder = Number(content.trim().split(/\s+/)[0]);
      if (holder && holder !== process.pid && holds(holder, content)) {
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

/** Whether the process that wrote `content` still runs as `pid`. */
function holds(pid: number, content: string): boolean {
  if (!isAlive(pid)) return false;
  const recorded = content.trim().split(/\s+/)[1];
  const started = processStartTime(pid);
  if (started === undefined) return true; // no /proc (macOS, Windows): the PID is all there is to go by
  if (recorded) return recorded === started;
  // A lock of an older version holds only the PID: it counts while that PID is a Node.js process.
  try {
    const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] ?? '';
    return /node|bun|deno/i.test(path.basename(command));
  } catch {
    return true;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
