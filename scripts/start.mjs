// @ts-check
/**
 * `npm start`: builds the web app and the API only when their sources changed since the last build, then
 * starts the server in this process.
 *
 * The sources are hashed (content, not modification times, so a checkout or a copy does not force a build):
 * the web app, the API, the contract, the lock file and the build settings; test files are left out, they
 * are not part of either build. The hash of the last successful build is kept in apps/api/dist/.build-stamp;
 * a missing build output also means a build. A build prints one line and its time; its full output only
 * when it fails.
 *
 *   node scripts/start.mjs           build when needed, then start
 *   node scripts/start.mjs --build   build when needed, do not start
 *   node scripts/start.mjs --force   build in any case (`npm run build` is `--build --force`)
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const API_MAIN = path.join(ROOT, 'apps/api/dist/main.js');
const WEB_INDEX = path.join(ROOT, 'apps/web/dist/index.html');
const STAMP = path.join(ROOT, 'apps/api/dist/.build-stamp');

/** What the two builds read, relative to the repository root: files, or folders walked recursively. */
const INPUTS = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'packages/contract',
  'apps/api/package.json',
  'apps/api/build.mjs',
  'apps/api/tsconfig.json',
  'apps/api/src',
  'apps/api/migrations',
  'apps/web/package.json',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build-plugins.ts',
  'apps/web/tsconfig.json',
  'apps/web/src',
  'apps/web/public',
];
const SKIP_DIRS = new Set(['node_modules', 'dist', '.turbo']);
const isTest = (name) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(name) || /\.test-helper\.[jt]sx?$/.test(name);

/** The hash of every input file's path and content, in a stable order. */
export function sourceHash() {
  /** @type {string[]} */
  const files = [];
  /** @param {string} rel */
  const walk = (rel) => {
    const abs = path.join(ROOT, rel);
    let stat;
    try {
      stat = fs.statSync(abs);
    } catch {
      return; // an optional input (apps/web/public) may be missing
    }
    if (stat.isFile()) {
      files.push(rel);
      return;
    }
    for (const entry of fs.readdirSync(abs, { withFileTypes: true })) {
      if (entry.isDirectory() && SKIP_DIRS.has(entry.name)) continue;
      if (entry.isFile() && isTest(entry.name)) continue;
      walk(path.join(rel, entry.name));
    }
  };
  for (const input of INPUTS) walk(input);
  files.sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(ROOT, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Whether the build output is missing or was built from other sources than `hash`. */
function needsBuild(hash) {
  if (!fs.existsSync(API_MAIN) || !fs.existsSync(WEB_INDEX)) return 'no build yet';
  let stamp = '';
  try {
    stamp = fs.readFileSync(STAMP, 'utf8').trim();
  } catch {
    return 'no build stamp';
  }
  return stamp === hash ? null : 'sources changed';
}

/** @param {string} reason */
function build(reason) {
  const t0 = performance.now();
  process.stdout.write(`Building the web app and the API (${reason})… `);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  for (const workspace of ['apps/web', 'apps/api']) {
    const res = spawnSync(npm, ['run', 'build', '-w', workspace], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (res.status !== 0) {
      process.stdout.write(`${workspace} failed\n`);
      process.stderr.write(`${res.stdout ?? ''}${res.stderr ?? ''}`);
      process.exit(res.status ?? 1);
    }
  }
  process.stdout.write(`done in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const force = process.argv.includes('--force');
  const before = sourceHash();
  const reason = force ? 'forced' : needsBuild(before);
  if (reason) {
    build(reason);
    // Stamped with the hash taken before the build: a file edited during the build makes the next start build.
    fs.writeFileSync(STAMP, `${before}\n`);
  }
  if (!process.argv.includes('--build')) await import(pathToFileURL(API_MAIN).href);
}
