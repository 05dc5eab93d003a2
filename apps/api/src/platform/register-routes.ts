import fs from 'node:fs';
import path from 'node:path';
import { defaultMessages, type Envelope, firstIssueMessage, ResultCode } from '@hr/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type AuthCache, withChangeScope } from './auth-cache.ts';
import type { Config } from './config.ts';
import { CROSS_SITE_REFUSED, isCrossSite } from './cross-site.ts';
import type { Db } from './db.ts';
import { ApiError, badRequest, forbidden, unauthorized } from './errors.ts';
import { type BoundRoute, makeContext } from './handler.ts';
import { hasInvalidText, INVALID_TEXT_MESSAGE } from './input-text.ts';
import { readMultipart, type UploadedFile } from './multipart.ts';
import { checkAccess } from './permissions.ts';
import { rateLimitOption } from './rate-limit.ts';
import { resolveActor, tokenOf } from './session.ts';
import type { ObjectStorage } from './storage/index.ts';

export const API_PREFIX = '/api';

export const ok = <T>(data: T, msg: string = defaultMessages[200]): Envelope<T> => ({
  code: ResultCode.ok,
  msg,
  data,
  success: true,
});

export const fail = (code: number, msg: string): Envelope<null> => ({
  code,
  msg,
  data: null,
  success: false,
});

/** `/refreshJobInfo/{id}` → `/refreshJobInfo/:id` */
const toFastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

function parse<S extends z.ZodType | undefined>(schema: S, input: unknown): unknown {
  if (!schema) return {};
  // Before the schema: text that no column can hold is refused here, once for every route (input-text.ts).
  if (hasInvalidText(input)) throw badRequest(INVALID_TEXT_MESSAGE);
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw badRequest(firstIssueMessage(result.error));
  // And after it: a schema may decode text (JSON text of a form's answers) into more strings.
  if (hasInvalidText(result.data)) throw badRequest(INVALID_TEXT_MESSAGE);
  return result.data;
}

/**
 * Registers every bound route from the route table: authenticate, authorise by the route's access,
 * validate its inputs with its zod schemas, run the handler, wrap the answer in the envelope.
 */
export function registerRoutes(
  app: FastifyInstance,
  routes: BoundRoute[],
  deps: { db: Db; config: Config; storage: ObjectStorage; authCache?: AuthCache },
) {
  const uploadTmpDir = path.join(deps.config.dataDir, 'tmp', 'uploads');
  for (const route of routes) {
    const { def } = route;
    app.route({
      method: def.method,
      url: API_PREFIX + toFastifyPath(def.path),
      ...(def.rateLimit && deps.config.rateLimit
        ? { config: { rateLimit: rateLimitOption(def.rateLimit) } }
        : {}),
      handler: async (req: FastifyRequest, reply: FastifyReply) => {
        // Before anything else: a forged request from another site must not even read the session.
        if (isCrossSite(def, req)) throw forbidden(CROSS_SITE_REFUSED);
        const actor = await resolveActor(deps.db, tokenOf(req), deps.authCache);
        const verdict = checkAccess(def.access, actor);
        if (verdict === 'unauthenticated') throw unauthorized();
        if (verdict === 'forbidden') throw forbidden();
        const params = parse(def.params, req.params);
        const query = parse(def.query, req.query);
        let upload: UploadedFile | null = null;
        try {
          let body: unknown;
          if (def.upload) {
            const form = await readMultipart(req, def.upload, uploadTmpDir);
            upload = form.file;
            if (upload && hasInvalidText(upload.fileName)) throw badRequest(INVALID_TEXT_MESSAGE);
            body = parse(def.body, form.fields);
          } else {
            body = parse(def.body, req.body);
          }
          const { result, scope } = withChangeScope(() =>
            route.run(makeContext({ params, query, body }, actor, { ...deps, upload, req, reply })),
          );
          let data: unknown;
          try {
            data = await result;
          } finally {
            // A revocation is answered, even by an error, once no node serves what it ended from its cache.
            const { authCache } = deps;
            if (authCache && scope.changes.length)
              await Promise.all(scope.changes.map((change) => authCache.settle(change, scope.since)));
          }
          if (def.file) return reply; // the handler has sent the file
          return ok(data ?? null);
        } finally {
          if (upload) await fs.promises.rm(upload.path, { force: true });
        }
      },
    });
  }
}

/** Errors become envelopes with the HTTP status equal to the code; a 500 shows only the request id. */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error, req, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.code).send(fail(error.code, error.message));
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      // Fastify's own rejections (malformed JSON, body too large, wrong content type).
      const msg = status === 413 ? '请求内容过大' : status === 415 ? '不支持的请求格式' : '请求格式有误';
      return reply.status(400).send(fail(ResultCode.badRequest, msg));
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send(fail(ResultCode.serverError, `${defaultMessages[500]}（请求编号 ${String(req.id)}）`));
  });
}

export function isApiPath(url: string) {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`);
}
