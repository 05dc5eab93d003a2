import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Build-time accessibility fixes of third-party modules (docs/decisions.md, "Accessibility"). */

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
