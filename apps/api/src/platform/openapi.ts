import type { RouteDef } from '@hr/contract';
import { z } from 'zod';

const schemaOf = (schema: z.ZodType | undefined) =>
  schema
    ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>)
    : undefined;

/** OpenAPI 3.1 document generated from the route table (served at /api/docs). */
export function buildOpenApi(groups: Record<string, Record<string, RouteDef>>) {
  const routes = Object.entries(groups).flatMap(([tag, group]) =>
    Object.values(group).map((def) => ({ tag, def })),
  );
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { tag, def } of routes) {
    const path = `/api${def.path}`;
    const parameters: unknown[] = [];
    for (const [where, schema] of [
      ['path', def.params],
      ['query', def.query],
    ] as const) {
      const json = schemaOf(schema) as
        | { properties?: Record<string, unknown>; required?: string[] }
        | undefined;
      for (const [name, property] of Object.entries(json?.properties ?? {})) {
        parameters.push({
          name,
          in: where,
          required: where === 'path' || !!json?.required?.includes(name),
          schema: property,
        });
      }
    }
    const envelope = {
      type: 'object',
      properties: {
        code: { type: 'integer' },
        msg: { type: 'string' },
        data: schemaOf(def.response),
        success: { type: 'boolean' },
      },
    };
    paths[path] ??= {};
    paths[path][def.method.toLowerCase()] = {
      tags: [tag],
      summary: def.summary,
      description: [
        def.access.kind === 'perm'
          ? `权限：${def.access.code}`
          : def.access.kind === 'login'
            ? '需登录'
            : '公开',
        def.chosenPath ? '（规格未给出路径，此路径为本项目选定）' : '',
        def.changesData ? '（修改数据：凭 Cookie 从其他站点发起的请求将被拒绝）' : '',
      ]
        .filter(Boolean)
        .join(' '),
      'x-changes-data': def.changesData,
      parameters,
      ...(def.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(def.body) } } } }
        : {}),
      responses: {
        200: def.file
          ? { description: '文件' }
          : { description: '成功', content: { 'application/json': { schema: envelope } } },
      },
      security: def.access.kind === 'public' ? [] : [{ cookieAuth: [] }, { headerAuth: [] }],
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: '公共就业与职业培训服务平台 API', version: '1.0.0' },
    components: {
      securitySchemes: {
        cookieAuth: { type: 'apiKey', in: 'cookie', name: 'Authorization' },
        headerAuth: { type: 'apiKey', in: 'header', name: 'Authorization' },
      },
    },
    paths,
  };
}
