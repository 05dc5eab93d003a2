import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import MagicString from 'magic-string';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * Build plugins: accessibility fixes of third-party modules (docs/decisions.md, "Accessibility") and the
 * precompressed copies of the built files.
 */

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ICON_SHIM = path.join(HERE, 'src/app/decorative-icons.tsx');
const ICON_ID = '\0hr-decorative-icon:';

/**
 * Every antd icon module imports its base component from `../components/AntdIcon(Light)`; this hands it
 * the wrappers of src/app/decorative-icons.tsx, which hide icons without a Chinese name of their own.
 */
export function decorativeIcons(): Plugin {
  return {
    name: 'hr:decorative-icons',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !/[\\/]@ant-design[\\/]icons[\\/]es[\\/]icons[\\/]/.test(importer)) return null;
      const base = /^\.\.\/components\/(AntdIcon|AntdIconLight)(\.js)?$/.exec(source)?.[1];
      return base ? ICON_ID + base : null;
    },
    load(id) {
      if (!id.startsWith(ICON_ID)) return null;
      const name = id.slice(ICON_ID.length) === 'AntdIcon' ? 'DecorativeIcon' : 'DecorativeIconLight';
      return `export { ${name} as default } from ${JSON.stringify(ICON_SHIM)};`;
    },
  };
}

/**
 * English accessible names hard-coded in third-party modules, and their Chinese. The build fails when one
 * is no longer found, so an upgrade that moves them is noticed rather than leaving English behind.
 */
export const CHINESE_NAMES: { file: RegExp; from: string; to: string }[] = [
  // InputNumber's up and down handles.
  {
    file: /[\\/]@rc-component[\\/]input-number[\\/]es[\\/]StepHandler\.js$/,
    from: "isUpAction ? 'Increase Value' : 'Decrease Value'",
    to: "isUpAction ? '增加数值' : '减少数值'",
  },
  // The clear button of Input and TextArea (allowClear), which holds only an icon.
  {
    file: /[\\/]@rc-component[\\/]input[\\/]es[\\/]BaseInput\.js$/,
    from: 'React.createElement("button", {\n        type: "button",\n        onClick: event => {\n          handleReset',
    to: 'React.createElement("button", {\n        type: "button",\n        "aria-label": "清除",\n        onClick: event => {\n          handleReset',
  },
];

export function chineseNames(): Plugin {
  return {
    name: 'hr:chinese-names',
    transform(code, id) {
      let out = code;
      for (const rule of CHINESE_NAMES) {
        if (!rule.file.test(id)) continue;
        if (!out.includes(rule.from)) this.error(`${id}: "${rule.from}" not found; update CHINESE_NAMES`);
        out = out.replaceAll(rule.from, rule.to);
      }
      return out === code ? null : { code: out, map: null };
    },
  };
}

/** antd's factories of component style hooks; their second argument builds the component's CSS. */
const STYLE_FACTORIES = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);
const STYLE_FACTORY_CALL = /\b(genStyleHooks|genComponentStyleHook|genSubStyleComponent)\(/;
const ANTD_ES = /[\\/]node_modules[\\/]antd[\\/]es[\\/]/;
/** Where the factories are defined and re-exported, not called. */
const STYLE_FACTORY_HOME = /[\\/]antd[\\/]es[\\/]theme[\\/](internal|util[\\/]genStyleUtils)\.js$/;

type AstNode = { type: string; start: number; end: number; [key: string]: unknown };

/** Calls `visit` on every node of an ESTree AST. */
function walk(node: unknown, visit: (node: AstNode) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (!node || typeof node !== 'object' || typeof (node as AstNode).type !== 'string') return;
  visit(node as AstNode);
  for (const [key, value] of Object.entries(node))
    if (key !== 'type' && value && typeof value === 'object') walk(value, visit);
}

/**
 * antd runs in zero-runtime mode (theme.ts `zeroRuntime`): its component CSS comes from antd/dist/antd.css
 * (imported by main.tsx) and our theme reaches it through the CSS variables antd still registers at run
 * time. A style hook then returns before calling its style function, so the functions are dead code that
 * the bundle would still carry (about 60 KB brotli on a list page): every call of a style hook factory in
 * antd's modules gets an empty style function instead, and rollup drops the rest. The component tokens
 * (the third argument) stay, they feed the CSS variables. The build fails when a module calls a factory in
 * a way this does not recognise, so an antd upgrade cannot silently bring the style code back.
 */
export function zeroRuntimeStyles(): Plugin {
  return {
    name: 'hr:zero-runtime-styles',
    apply: 'build',
    transform(code, id) {
      if (!ANTD_ES.test(id) || STYLE_FACTORY_HOME.test(id) || !STYLE_FACTORY_CALL.test(code)) return null;
      const out = new MagicString(code);
      let emptied = 0;
      walk(this.parse(code), (node) => {
        const callee = node.callee as AstNode | undefined;
        const args = node.arguments as AstNode[] | undefined;
        if (node.type !== 'CallExpression' || callee?.type !== 'Identifier') return;
        if (!STYLE_FACTORIES.has(callee.name as string) || !args?.[1]) return;
        out.overwrite(args[1].start, args[1].end, '() => []');
        emptied += 1;
      });
      if (emptied === 0)
        this.error(`${id}: a style hook factory is called in a way zeroRuntimeStyles does not handle`);
      return { code: out.toString(), map: out.generateMap({ hires: true, source: id }) };
    },
  };
}

const TABLE_FILTER_HOOK = /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]index\.js$/;
const TABLE_FILTER_ID = '\0hr-lazy-table-filter:';

type FilterItem = { value: unknown; children?: FilterItem[] };
/** Table's `flattenKeys`: every filter value, depth first (the lazy module inlines this function's text). */
export const flattenFilterKeys = (filters: FilterItem[] | undefined): unknown[] =>
  (filters ?? []).flatMap(({ value, children }) =>
    children ? [value, ...flattenFilterKeys(children)] : [value],
  );

/**
 * antd's Table imports its column filter dropdown (with Tree, Menu, Dropdown and the filter search) into
 * every table, about 12 KB brotli, though no page of ours sets `filters` on a column. The dropdown is
 * fetched when a filtered column first renders instead: until then the column shows its plain title.
 * `flattenKeys`, the one helper Table takes from the same module, is given here (it lists the filter values
 * depth first, as antd's does).
 */
export function lazyTableFilter(): Plugin {
  return {
    name: 'hr:lazy-table-filter',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !TABLE_FILTER_HOOK.test(importer) || !/^\.\/FilterDropdown(\.js)?$/.test(source))
        return null;
      return TABLE_FILTER_ID + path.join(path.dirname(importer), 'FilterDropdown.js');
    },
    load(id) {
      if (!id.startsWith(TABLE_FILTER_ID)) return null;
      const real = JSON.stringify(id.slice(TABLE_FILTER_ID.length));
      return `import { createElement, lazy, Suspense } from 'react';
const Dropdown = lazy(() => import(${real}));
export default function FilterDropdown(props) {
  return createElement(Suspense, { fallback: props.children }, createElement(Dropdown, props));
}
const flattenFilterKeys = ${flattenFilterKeys.toString()};
export { flattenFilterKeys as flattenKeys };
`;
    },
  };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|wasm)$/;
const MIN_BYTES = 1024;

/**
 * Writes `file.br` (brotli, best) and `file.gz` (gzip -9) beside every compressible built file of at least
 * 1 KB, once at build, for the server to send as they are (@fastify/static `preCompressed`). A copy that
 * would not be smaller is not written.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'hr:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const files = (await fs.readdir(outDir, { recursive: true }))
        .map((name) => path.join(outDir, String(name)))
        .filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const raw = await fs.readFile(file);
          if (raw.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(raw, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            }),
            gzip(raw, { level: 9 }),
          ]);
          if (br.length < raw.length) await fs.writeFile(`${file}.br`, br);
          if (gz.length < raw.length) await fs.writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

const ZOD_CLASSIC_SCHEMAS = /[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/;
const ZOD_JSON_SCHEMA = /^\.\.\/core\/(json-schema-processors|to-json-schema)\.js$/;
const ZOD_STUB_ID = '\0hr-zod-no-json-schema:';

/**
 * zod's classic schemas wire JSON Schema output (`toJSONSchema`, Standard Schema's `jsonSchema`) into
 * every schema they build, so its two modules (about 56 KB, 12 KB brotli) sat in the entry of every page,
 * though only the API writes JSON Schema (OpenAPI). In the web build the schemas get stand-ins that say so
 * when called; `aggregateChecks`, which the schemas' `minLength`/`maxLength`… getters read, stays zod's
 * own. The names are read from zod's modules at build, so an upgrade adding one cannot break the link.
 */
export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'hr:zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !ZOD_CLASSIC_SCHEMAS.test(importer) || !ZOD_JSON_SCHEMA.test(source)) return null;
      return ZOD_STUB_ID + path.resolve(path.dirname(importer), source);
    },
    async load(id) {
      if (!id.startsWith(ZOD_STUB_ID)) return null;
      const real = id.slice(ZOD_STUB_ID.length);
      const names = [...(await fs.readFile(real, 'utf8')).matchAll(/^export (?:const|function) (\w+)/gm)]
        .map((match) => match[1] as string)
        .filter((name) => name !== 'aggregateChecks');
      if (names.length === 0) this.error(`${real}: no exports found; update zodWithoutJsonSchema`);
      const keep = real.endsWith('json-schema-processors.js')
        ? `export { aggregateChecks } from ${JSON.stringify(real)};\n`
        : '';
      return `${keep}const unavailable = () => {
  throw new Error('JSON Schema output is not part of the web build');
};
${names.map((name) => `export const ${name} = ${name.startsWith('create') ? '() => unavailable' : 'unavailable'};`).join('\n')}
`;
    },
  };
}
