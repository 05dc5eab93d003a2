import path from 'node:path';
import { BackupError, backup, restore } from './platform/backup.ts';

// `npm run backup [-- --out <file>]` and `npm run restore -- <file> [--force]`, with the server's
// DATA_DIR and DATABASE_URL.
const usage = 'usage: backup [--out <file.tar.gz>] | restore <file.tar.gz> [--force]';

async function main() {
  const [action, ...args] = process.argv.slice(2);
  const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
  const databaseUrl = process.env.DATABASE_URL || undefined;
  if (action === 'backup') {
    const at = args.indexOf('--out');
    const stamp = new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
    const out = path.resolve((at >= 0 && args[at + 1]) || `backups/hr-admin-${stamp}.tar.gz`);
    const manifest = await backup({ dataDir, databaseUrl, out });
    console.log(`备份完成 backup written: ${out} (${manifest.database})`);
  } else if (action === 'restore') {
    const archive = args.find((arg) => !arg.startsWith('--'));
    if (!archive) throw new BackupError(usage);
    const manifest = await restore({ dataDir, databaseUrl, archive, force: args.includes('--force') });
    console.log(
      `恢复完成 restored ${archive} (${manifest.database}, made ${manifest.createdAt}) into ${databaseUrl ? 'DATABASE_URL' : dataDir}`,
    );
  } else {
    throw new BackupError(usage);
  }
}

main().catch((error) => {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
});
