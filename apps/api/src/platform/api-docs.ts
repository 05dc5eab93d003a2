import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { api } from '@hr/contract';
import type { FastifyInstance } from 'fastify';
import { buildOpenApi } from './openapi.ts';

const require = createRequire(import.meta.url);
const SWAGGER_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>API 文档</title>
<link rel="stylesheet" href="/api/docs/static/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/api/docs/static/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script></body></html>`;

// An external script, so the page needs no inline script under the CSP.
const INIT = `window.ui = SwaggerUIBundle({ url: '/api/docs/json', dom_id: '#swagger-ui', deepLinking: true });`;

/**
 * OpenAPI at /api/docs/json and Swagger UI at /api/docs. The document is built on the first request, not
 * at start (registering @fastify/swagger cost about 0.4 s of every restart).
 */
export function registerApiDocs(app: FastifyInstance) {
  let document: string | null = null;
  const distDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));

  app.get('/api/docs/json', async (_req, reply) => {
    document ??= JSON.stringify(buildOpenApi(api));
    return reply.type('application/json; charset=utf-8').send(document);
  });
  app.get('/api/docs', async (_req, reply) => reply.type('text/html; charset=utf-8').send(PAGE));
  app.get('/api/docs/init.js', async (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').send(INIT),
  );
  app.get<{ Params: { file: string } }>('/api/docs/static/:file', async (req, reply) => {
    const type = SWAGGER_FILES[req.params.file];
    if (!type) return reply.callNotFound();
    reply.header('cache-control', 'public, max-age=86400');
    return reply.type(type).send(fs.createReadStream(path.join(distDir, req.params.file)));
  });
}
