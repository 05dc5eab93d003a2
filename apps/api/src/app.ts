import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { ResultCode } from '@hr/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { SWEEP_INTERVAL_MS, sweepUnusedUploads } from './modules/common/files/cleanup.ts';
import { allHandlers } from './modules/index.ts';
import { scheduleRecruitReport } from './modules/statistics/report/fill.ts';
import { registerApiDocs } from './platform/api-docs.ts';
import { AuthCache, channelOf } from './platform/auth-cache.ts';
import type { Config } from './platform/config.ts';
import type { Db } from './platform/db.ts';
import { loggerOptions } from './platform/log-redaction.ts';
import { registerRateLimit } from './platform/rate-limit.ts';
import { fail, installErrorHandling, isApiPath, registerRoutes } from './platform/register-routes.ts';
import { openStorage } from './platform/storage/index.ts';

/** Smaller answers are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 2048;

export interface AppOptions {
  db: Db;
  config: Config;
  /** Built web app to serve beside the API; omitted in API tests. */
  webDist?: string | undefined;
  logger?: boolean;
  /** Where the log goes (tests read it); stdout when omitted. */
  logStream?: NodeJS.WritableStream;
}

export async function buildApp({
  db,
  config,
  webDist,
  logger = true,
  logStream,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? loggerOptions(config.logLevel, logStream) : false,
    genReqId: () => randomUUID(),
    bodyLimit: 2 * 1024 * 1024,
    // X-Forwarded-* are believed only from the proxies TRUST_PROXY names (README).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
  });
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
    // API answers carry personal data: kept out of shared and browser caches, downloads and signed file links
    // included (a service-hall computer must not keep an ID photo after logout). A route may set its own
    // (public region outlines, the API docs).
    if (isApiPath(req.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  // Answers of 2 KB or more (long JSON lists) go out compressed when the client accepts it; brotli at a
  // fast level, since each answer is compressed as it is sent. Built web files come precompressed below.
  await app.register(fastifyCompress, {
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  await app.register(fastifyCookie);
  // Security headers: helmet's middleware built once (@fastify/helmet built it again for every request).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd writes its styles at run time (CSS-in-JS).
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: config.cookieSecure,
  });
  app.addHook('onRequest', (req, reply, done) =>
    securityHeaders(req.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );
  // Upload routes read their parts themselves (platform/multipart.ts), with each route's own size limit.
  await app.register(fastifyMultipart, { limits: { fileSize: 110 * 1024 * 1024, files: 1, fields: 30 } });
  installErrorHandling(app);
  if (config.rateLimit) await registerRateLimit(app, db);

  const storage = openStorage(config);
  const authCache = new AuthCache(channelOf(db), (msg, err) => app.log.warn({ err }, msg));
  await authCache.start();
  app.addHook('onClose', () => authCache.close());
  app.decorate('authCache', authCache);
  registerRoutes(app, allHandlers, { db, config, storage, authCache });
  scheduleUploadSweep(app, { db, storage });
  if (config.reportJob) scheduleRecruitReport(app, db);

  registerApiDocs(app);

  const indexHtml = webDist ? path.join(webDist, 'index.html') : null;
  const servesWeb = !!(webDist && indexHtml && fs.existsSync(indexHtml));
  if (servesWeb && webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each file (apps/web/build-plugins.ts): sent as they are, with
      // Content-Encoding and Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Hashed assets never change; index.html must always be fresh.
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((req, reply) => {
    if (isApiPath(req.url) || req.method !== 'GET' || !servesWeb) {
      return reply.status(404).send(fail(ResultCode.notFound, '接口不存在'));
    }
    // Every other GET is a page of the single-page app, including old links such as /recruit.html.
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });

  return app;
}

/** Anonymous uploads never named by a submission are removed once the server is ready, then hourly. */
function scheduleUploadSweep(app: FastifyInstance, deps: Parameters<typeof sweepUnusedUploads>[0]) {
  const sweep = () =>
    sweepUnusedUploads(deps)
      .then((removed) => {
        if (removed) app.log.info({ removed }, 'removed anonymous uploads no submission used');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'sweep of unused uploads failed'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void sweep();
    timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
