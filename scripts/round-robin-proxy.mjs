// @ts-check
/**
 * A round-robin HTTP load balancer in front of API nodes, with no sticky sessions: each request goes to the
 * next node in turn. Every answer carries `x-upstream: <port>` so a test can see where it was served. Used by
 * the multi-node test (scripts/multinode-test.mjs) and the scale bench (bench/scale.mjs); a deployment uses
 * nginx or haproxy the same way (README, deployment).
 */
import http from 'node:http';

/**
 * Starts the balancer on `port` (127.0.0.1) in front of `upstreams` (ports on 127.0.0.1); resolves to a
 * handle with `close()`.
 * @param {number} port
 * @param {number[]} upstreams
 */
export async function startBalancer(port, upstreams) {
  let next = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http.createServer((req, res) => {
    const upstream = upstreams[next];
    next = (next + 1) % upstreams.length;
    const forward = http.request(
      {
        host: '127.0.0.1',
        port: upstream,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' },
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': String(upstream) });
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('bad gateway');
    });
    req.pipe(forward);
  });
  server.keepAliveTimeout = 30_000;
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  return {
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}
