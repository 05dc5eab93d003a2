import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
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
