import { JobCategoryNode, type RouteDef, TreeDataNode } from '@hr/contract';
import { z } from 'zod';

type Json = Record<string, unknown>;

/** Shared schemas get these names under components/schemas; others a numbered one. */
const NAMED = z.registry<{ id: string }>();
NAMED.add(TreeDataNode, { id: 'TreeDataNode' });
NAMED.add(JobCategoryNode, { id: 'JobCategoryNode' });

const DEFS_PREFIX = '#/$defs/';
const COMPONENTS_PREFIX = '#/components/schemas/';

/**
 * Turns zod schemas into JSON Schema for one OpenAPI document. zod puts the schemas a schema shares or
 * recurses into under its own `$defs` with `#/$defs/...` references, which mean nothing once the schema is
 * embedded in the document: they are moved to `components/schemas` (one entry per distinct schema) and the
 * references rewritten, so standard tools (validators, openapi-typescript) can follow them.
 */
class SchemaCollector {
  readonly components: Record<string, Json> = {};
  private readonly byContent = new Map<string, string>();
  private counter = 0;

  convert(schema: z.ZodType | undefined): Json | undefined {
    if (!schema) return undefined;
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', metadata: NAMED }) as Json;
    const { $defs, $schema: _dialect, ...root } = json as Json & { $defs?: Record<string, Json> };
    const renamed = new Map<string, string>();
    const defs = Object.entries($defs ?? {});
    // Names first (a definition may refer to a later one), then the rewritten bodies. zod names a schema
    // without a registry id `__schemaN` per call: the same body under the same key is the same schema.
    for (const [key, body] of defs) {
      if (!key.startsWith('__')) {
        renamed.set(key, key);
        continue;
      }
      const content = `${key}:${JSON.stringify(body)}`;
      let name = this.byContent.get(content);
      if (!name) {
        name = `Schema${++this.counter}`;
        this.byContent.set(content, name);
      }
      renamed.set(key, name);
    }
    const rewrite = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(rewrite);
      if (!value || typeof value !== 'object') return value;
      const out: Json = {};
      for (const [key, item] of Object.entries(value)) {
        if (key === '$ref' && typeof item === 'string') {
          if (item === '#') throw new Error('OpenAPI: a schema refers to its own root');
          if (!item.startsWith(DEFS_PREFIX)) throw new Error(`OpenAPI: unexpected $ref ${item}`);
          const name = renamed.get(item.slice(DEFS_PREFIX.length));
          if (!name) throw new Error(`OpenAPI: $ref ${item} has no definition`);
          out[key] = `${COMPONENTS_PREFIX}${name}`;
        } else out[key] = rewrite(item);
      }
      return out;
    };
    for (const [key, body] of defs) this.components[renamed.get(key)!] ??= rewrite(body) as Json;
    return rewrite(root) as Json;
  }
}

/** OpenAPI 3.1 document generated from the route table (served at /api/docs). */
export function buildOpenApi(groups: Record<string, Record<string, RouteDef>>) {
  const routes = Object.entries(groups).flatMap(([tag, group]) =>
    Object.values(group).map((def) => ({ tag, def })),
  );
  const paths: Record<string, Record<string, unknown>> = {};
  const schemas = new SchemaCollector();
  const schemaOf = (schema: z.ZodType | undefined) => schemas.convert(schema);
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
      schemas: schemas.components,
      securitySchemes: {
        cookieAuth: { type: 'apiKey', in: 'cookie', name: 'Authorization' },
        headerAuth: { type: 'apiKey', in: 'header', name: 'Authorization' },
      },
    },
    paths,
  };
}
