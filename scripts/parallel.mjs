// @ts-check
/**
 * `node scripts/parallel.mjs typecheck lint build`: runs those npm scripts at the same time and fails when
 * any of them fails. Each one's output is held back and printed whole when it ends, with its time, so the
 * log reads as if they had run one after the other. For steps that use one core each (tsc, the vite build)
 * on a machine with more.
 *
 * `background:<script>` runs that script at a lower CPU priority (nice 10, inherited by what it starts): for a
 * step that can use whatever another one leaves idle, as the API suite beside the browser tests, which spend
 * most of their time waiting on the page (docs/decisions.md, "Reduced motion, and the API suite beside the
 * browser suite").
 */
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';

const scripts = process.argv.slice(2);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const BACKGROUND = 'background:';
const BACKGROUND_NICE = 10;

/** @param {string} step */
function run(step) {
  const background = step.startsWith(BACKGROUND);
  const script = background ? step.slice(BACKGROUND.length) : step;
  const t0 = performance.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    // Set before npm has started anything (its own start-up takes far longer), so every process below inherits it.
    if (background && child.pid) setPriority(child.pid, BACKGROUND_NICE);
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
