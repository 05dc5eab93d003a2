// @ts-check
/**
 * Debian's haproxy as a round-robin load balancer in front of API nodes, with no sticky sessions: each request
 * goes to the next node in turn (`balance roundrobin`, no cookie, no `prefer-last-server`), also on a kept-alive
 * client connection. Every answer carries `x-upstream: <port>` (the serving node, named by its port) so a test
 * can see where it was served. Used by the multi-node test (scripts/multinode-test.mjs) and the scale bench
 * (bench/scale.mjs); scripts/ensure-test-deps.mjs installs haproxy with apt when it is missing. The README's
 * deployment section shows the same configuration for production.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const HAPROXY = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((p) => fs.existsSync(p)) ?? 'haproxy';

/**
 * The configuration: `port` on 127.0.0.1 in front of `upstreams` (ports on 127.0.0.1).
 * @param {number} port
 * @param {number[]} upstreams
 */
export function haproxyConfig(port, upstreams) {
  return `global
  maxconn 4096

defaults
  mode http
  option forwardfor
  timeout connect 5s
  timeout client 120s
  timeout server 120s
  timeout http-request 30s

frontend api
  bind 127.0.0.1:${port}
  default_backend nodes

backend nodes
  balance roundrobin
  http-response set-header x-upstream %s
${upstreams.map((p) => `  server ${p} 127.0.0.1:${p}`).join('\n')}
`;
}

/** @param {number} port @param {number} timeoutMs */
async function waitForPort(port, timeoutMs) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`haproxy did not listen on ${port} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Starts haproxy on `port` in front of `upstreams`; resolves to a handle with `close()` once it listens.
 * @param {number} port
 * @param {number[]} upstreams
 */
export async function startBalancer(port, upstreams) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-haproxy-'));
  const config = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(config, haproxyConfig(port, upstreams));
  // -db: stay in the foreground (the child is the proxy, stopped by its pid); -W is not needed.
  const child = spawn(HAPROXY, ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  const exited = new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.once('error', (error) => {
      stderr += `${error.message} (scripts/ensure-test-deps.mjs installs haproxy)`;
      resolve(-1);
    });
  });
  try {
    const early = await Promise.race([
      waitForPort(port, 10_000).then(() => null),
      exited.then((code) => ({ code })),
    ]);
    if (early) throw new Error(`haproxy exited (${early.code}): ${stderr.trim()}`);
  } catch (error) {
    child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    close: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
