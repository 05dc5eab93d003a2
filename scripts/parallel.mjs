// @ts-check
/**
 * `node scripts/parallel.mjs typecheck lint build`: runs those npm scripts at the same time and fails when
 * any of them fails. Each one's output is held back and printed whole when it ends, with its time, so the
 * log reads as if they had run one after the other. For steps that use one core each (tsc, the vite build)
 * on a machine with more.
 */
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** @param {string} script */
function run(script) {
  const t0 = performance.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((performance.now() - t0) / 1000).toFixed(1);
      process.stdout.write(Buffer.concat(output));
      process.stdout.write(`── ${script}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${seconds} s\n`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(scripts.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
