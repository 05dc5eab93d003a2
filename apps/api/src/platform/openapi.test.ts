import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * /api/docs/json is a valid OpenAPI 3.1 document for the standard tools a client team uses: it passes a
 * standard validator (every `$ref` resolves: the shared and recursive schemas live under
 * components/schemas), and openapi-typescript generates a typed client from it that type-checks.
 */
let t: TestApp;
let document: Record<string, unknown> & { components: { schemas: Record<string, unknown> } };
let workDir: string;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  document = res.json();
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-openapi-'));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(workDir, { recursive: true, force: true });
});

/** Type-checks `files` (name → source) together; the diagnostics as text. */
function typeCheck(files: Record<string, string>): string[] {
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(workDir, name), text);
  const program = ts.createProgram(
    Object.keys(files).map((name) => path.join(workDir, name)),
    { strict: true, noEmit: true, skipLibCheck: true, target: ts.ScriptTarget.ES2022, types: [] },
  );
  return ts
    .getPreEmitDiagnostics(program)
    .map(
      (d) =>
        `${d.file ? path.basename(d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
    );
}

describe('the OpenAPI document', () => {
  it('passes a standard validator, with the recursive schemas under components/schemas', async () => {
    const text = JSON.stringify(document);
    expect(text).not.toContain('#/$defs/');
    expect(text).not.toContain('"$defs"');
    for (const name of ['TreeDataNode', 'JobCategoryNode'])
      expect(document.components.schemas).toHaveProperty(name);
    // Every $ref points into components/schemas, at an entry that exists.
    for (const match of text.matchAll(/"\$ref":"([^"]*)"/g)) {
      const ref = match[1]!;
      expect(ref.startsWith('#/components/schemas/'), ref).toBe(true);
      expect(document.components.schemas, ref).toHaveProperty([ref.slice('#/components/schemas/'.length)]);
    }
    // The validator checks the document against the OpenAPI 3.1 schema and resolves every $ref (it
    // changes what it is given: a copy).
    const validated = await SwaggerParser.validate(structuredClone(document) as never);
    expect((validated as { openapi?: string }).openapi).toBe('3.1.0');
    // The validator does refuse a dangling reference.
    const broken = structuredClone(document) as typeof document;
    broken.components.schemas = {};
    await expect(SwaggerParser.validate(broken as never)).rejects.toThrow();
  });

  it('generates a typed client with openapi-typescript that type-checks', async () => {
    const types = astToString(await openapiTS(structuredClone(document) as never));
    expect(types).toContain('TreeDataNode: {');
    expect(types).toContain('JobCategoryNode: {');
    expect(types).toContain('"/api/recruit/job-categories/queryJobCategories"');
    const use = `import type { components, paths } from './schema';
type Category = components['schemas']['JobCategoryNode'];
type Tree = NonNullable<
  paths['/api/backend-common/treeData/queryTreeByType']['get']['responses'][200]['content']['application/json']['data']
>;
export const category: Category = {
  categorieCode: 'C1',
  categorieName: '电焊工',
  categorieParentCode: null,
  categorieSort: 1,
  children: [{ categorieCode: 'C2', categorieName: '氩弧焊', categorieParentCode: 'C1', categorieSort: 1, children: [] }],
};
export const tree: Tree = [{ code: 'A', name: '学历', parentCode: null, sort: 1, children: [{ code: 'B', name: '本科', parentCode: 'A', sort: 1 }] }];
`;
    // The generated types do refuse a wrong value: the recursion is typed, not `unknown`.
    const wrong = use.replace("categorieName: '氩弧焊'", 'categorieName: 42');
    const problems = typeCheck({ 'schema.ts': types, 'use.ts': use, 'wrong.ts': wrong });
    expect(problems.filter((line) => !line.startsWith('wrong.ts'))).toEqual([]);
    expect(problems.length).toBeGreaterThan(0);
  });
});
