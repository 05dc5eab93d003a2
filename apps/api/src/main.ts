import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { buildApp } from './app.ts';
import { removePartialUploads } from './modules/common/files/cleanup.ts';
import { failInterruptedImports } from './modules/consume/red-packet/import.ts';
import { loadConfig } from './platform/config.ts';
import { DataDirInUseError, lockDataDir } from './platform/data-dir-lock.ts';
import { openDatabase } from './platform/db.ts';
import { openStorage } from './platform/storage/index.ts';
import { writeDemoBannerPictures } from './seed/demo-adverts.ts';
import { writeDemoAttachments } from './seed/demo-attachments.ts';
import { writeDemoCourseMedia } from './seed/demo-online-courses.ts';
import { writeDemoPosters } from './seed/demo-recruit-events.ts';
import { seed } from './seed/seed.ts';

// V8 moves an allocation site's objects straight to the old generation once most of them outlive a
// young-generation collection. A streamed export holds each batch of rows while it writes them, so the row
// objects' sites were soon "long-lived", and the rest of the export's rows, dead a batch later, piled up in
// the old generation until the next full collection: +75 MiB for 100,000 course applications, 14 MiB
// without (docs/decisions.md, docs/benchmarks.md).
v8.setFlagsFromString('--no-allocation-site-pretenuring');

const here = path.dirname(fileURLToPath(import.meta.url));
// Both src/main.ts and the bundled dist/main.js sit one level below apps/api.
const migrationsFolder = path.resolve(here, '../migrations');
const webDist = path.resolve(here, '../../web/dist');

async function main() {
  const started = performance.now();
  const config = loadConfig();
  let release = () => {};
  if (!config.databaseUrl) {
    try {
      release = lockDataDir(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirInUseError) {
        console.error(error.message);
        process.exit(1);
      }
      throw error;
    }
  }
  const phases: string[] = [];
  const mark = (name: string, since: number) => {
    phases.push(`${name} ${Math.round(performance.now() - since)}`);
    return performance.now();
  };
  let at = mark('boot', started);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pgdata'),
    migrationsFolder,
  });
  at = mark('database', at);
  const demo = process.env.DEMO_DATA !== 'off';
  const seeded = await seed(database.db, {
    adminPassword: config.adminPassword,
    demo,
  });
  if (seeded.createdAdmin && demo) await writeDemoAttachments(openStorage(config));
  // The demo courses may arrive in an existing demo database: their files are written whenever missing.
  if (demo) await writeDemoCourseMedia(openStorage(config));
  if (demo) await writeDemoPosters(openStorage(config));
  if (demo) await writeDemoBannerPictures(openStorage(config));
  // Imports a killed process left running: nothing of them landed; their jobs say so (PGlite: this is the only process).
  await failInterruptedImports(database.db, !config.databaseUrl);
  at = mark('seed', at);
  // Spool files and half-copied objects of uploads a crash cut off.
  const partial = await removePartialUploads(config.dataDir, { exclusive: !config.databaseUrl });
  if (partial) console.log(`  removed ${partial} partial upload file(s) left by an earlier run`);
  const app = await buildApp({ db: database.db, config, webDist });
  at = mark('app', at);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    release();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  mark('listen', at);
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(`\n  公共就业与职业培训服务平台 is running at http://localhost:${config.port}/  (${where})`);
  console.log(
    `  API docs: http://localhost:${config.port}/api/docs   ready in ${Math.round(performance.now() - started)} ms (${phases.join(', ')})`,
  );
  if (seeded.generatedPassword) {
    console.log(`\n  First start: created user admin with password ${seeded.generatedPassword}`);
    console.log('  (shown only this once; set ADMIN_PASSWORD before the first start to choose it)\n');
  } else if (seeded.createdAdmin) {
    console.log('\n  First start: created user admin with the password from ADMIN_PASSWORD\n');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
