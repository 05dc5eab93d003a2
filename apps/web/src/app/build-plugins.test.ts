import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { flattenKeys } from 'antd/es/table/hooks/useFilter/FilterDropdown';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  flattenFilterKeys,
  lazyTableFilter,
  zeroRuntimeStyles,
  zodWithoutJsonSchema,
} from '../../build-plugins.ts';

const require = createRequire(import.meta.url);

type Transform = (this: unknown, code: string, id: string) => { code: string } | null | undefined;

describe('zeroRuntimeStyles', () => {
  const transform = zeroRuntimeStyles().transform as Transform;
  const errors: string[] = [];
  const ctx = { parse: (code: string) => parseAst(code), error: (message: string) => errors.push(message) };

  it("empties the style function of antd's style hooks and keeps their component tokens", () => {
    const file = require.resolve('antd/es/button/style/index.js');
    const out = transform.call(ctx, readFileSync(file, 'utf8'), file);
    expect(out?.code).toMatch(/genStyleHooks\('Button', \(\) => \[\], prepareComponentToken,/);
    expect(errors).toEqual([]);
  });

  it('leaves other modules alone and fails on a call it does not recognise', () => {
    expect(transform.call(ctx, "genStyleHooks('X', f)", '/x/src/app/Other.tsx')).toBeNull();
    const home = require.resolve('antd/es/theme/util/genStyleUtils.js');
    expect(transform.call(ctx, readFileSync(home, 'utf8'), home)).toBeNull();
    transform.call(ctx, "utils.genStyleHooks('X', f)", '/x/node_modules/antd/es/x/style/index.js');
    expect(errors).toHaveLength(1);
  });
});

describe('lazyTableFilter', () => {
  const plugin = lazyTableFilter();
  const resolveId = plugin.resolveId as (source: string, importer?: string) => string | null;
  const load = plugin.load as (id: string) => string | null;
  const hook = require.resolve('antd/es/table/hooks/useFilter/index.js');

  it("hands Table's filter hook a module that fetches the dropdown when it first renders", () => {
    const id = resolveId('./FilterDropdown', hook);
    expect(id).toContain(require.resolve('antd/es/table/hooks/useFilter/FilterDropdown.js'));
    const code = load(id ?? '');
    expect(code).toContain('lazy(() => import(');
    expect(code).toContain('export { flattenFilterKeys as flattenKeys }');
    expect(resolveId('./FilterDropdown', '/x/src/app/Other.tsx')).toBeNull();
    expect(load('/x/src/app/Other.tsx')).toBeNull();
  });

  it("lists filter values as antd's flattenKeys does", () => {
    const filters = [
      { text: 'a', value: 'a' },
      { text: 'b', value: 'b', children: [{ text: 'c', value: 'c', children: [{ text: 'd', value: 4 }] }] },
      { text: 'e', value: 'e' },
    ];
    expect(flattenFilterKeys(filters)).toEqual(flattenKeys(filters));
    expect(flattenFilterKeys(undefined)).toEqual(flattenKeys(undefined as never));
  });
});

describe('zodWithoutJsonSchema', () => {
  const plugin = zodWithoutJsonSchema();
  const resolveId = plugin.resolveId as (source: string, importer?: string) => string | null;
  const errors: string[] = [];
  const load = (plugin.load as (this: unknown, id: string) => Promise<string | null>).bind({
    error: (message: string) => errors.push(message),
  });
  // zod's exports map hides its files: found from its package.json.
  const zodDir = path.dirname(require.resolve('zod/package.json'));
  const schemas = path.join(zodDir, 'v4/classic/schemas.js');

  it("gives zod's classic schemas JSON Schema stand-ins that say so, keeping aggregateChecks", async () => {
    const processors = resolveId('../core/json-schema-processors.js', schemas);
    const toJsonSchema = resolveId('../core/to-json-schema.js', schemas);
    expect(processors).toMatch(/json-schema-processors\.js$/);
    const stub = (await load(processors!)) ?? '';
    expect(stub).toMatch(/^export \{ aggregateChecks \} from ".*json-schema-processors\.js";$/m);
    expect(stub).toMatch(/^export const stringProcessor = unavailable;$/m);
    expect(await load(toJsonSchema!)).toMatch(
      /^export const createToJSONSchemaMethod = \(\) => unavailable;$/m,
    );
    expect(errors).toEqual([]);
  });

  it('leaves other importers alone', () => {
    const generator = path.join(zodDir, 'v4/core/json-schema-generator.js');
    expect(resolveId('./json-schema-processors.js', generator)).toBeNull();
    expect(resolveId('../core/to-json-schema.js', '/x/src/app/Other.ts')).toBeNull();
  });
});
