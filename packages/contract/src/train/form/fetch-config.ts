/**
 * A field's remote options (platform §5 "fetch config"): an interface address and a parse function that
 * turns the answer into option rows. The old designer evaluated the parse function as code; our pages run
 * under a Content-Security-Policy without `unsafe-eval`, and answer pages are public, so we accept only
 * the shapes such functions take in practice and interpret them ourselves:
 *
 *   res => res.data
 *   (res) => res.data.records.map(item => ({ label: item.cmpyName, value: item.cmpyCode }))
 *   function (res) { return res.data; }
 *
 * The address must be one of this product's own API paths (`/api/...` or a path under it), so a form cannot
 * make an applicant's browser call another site.
 */

export const fetchMessages = {
  actionRequired: '请输入数据接口',
  actionInvalid: '数据接口只能是本系统以 / 开头的接口地址',
  parseRequired: '请输入解析函数',
  parseInvalid: '解析函数格式有误，例如：res => res.data',
  notConfig: '数据接口配置格式有误',
} as const;

export interface FetchConfig {
  action: string;
  method?: 'GET' | 'POST' | undefined;
  data?: Record<string, unknown> | undefined;
  parse?: string | undefined;
  [key: string]: unknown;
}

/** What a parse function does: a property path, optionally then a map to label/value. */
export interface ParsePlan {
  path: string[];
  map?: { label: string[]; value: string[] } | undefined;
}

const ident = String.raw`[A-Za-z_$][\w$]*`;
const access = String.raw`(?:\.${ident})*`;
const param = String.raw`\(?\s*(${ident})\s*\)?`;
const mapPart = String.raw`\.map\(\s*${param}\s*=>\s*\(\s*\{\s*label\s*:\s*(${ident}${access})\s*,\s*value\s*:\s*(${ident}${access})\s*,?\s*\}\s*\)\s*\)`;
const body = `(${ident}${access})(?:${mapPart})?`;
const arrowForm = new RegExp(String.raw`^\s*${param}\s*=>\s*${body}\s*;?\s*$`);
const functionForm = new RegExp(
  String.raw`^\s*function\s*(?:${ident})?\s*\(\s*(${ident})\s*\)\s*\{\s*return\s+${body}\s*;?\s*\}\s*$`,
);

const pathAfter = (expr: string, root: string): string[] | null => {
  const [head, ...rest] = expr.split('.');
  return head === root ? rest : null;
};

/** Reads a parse function; null when it is not one of the accepted shapes. */
export function readParseFunction(source: string): ParsePlan | null {
  const match = arrowForm.exec(source) ?? functionForm.exec(source);
  if (!match) return null;
  const [, root, expr, item, label, value] = match;
  const path = pathAfter(expr!, root!);
  if (!path) return null;
  if (!item) return { path };
  const labelPath = pathAfter(label!, item);
  const valuePath = pathAfter(value!, item);
  if (!labelPath || !valuePath) return null;
  return { path, map: { label: labelPath, value: valuePath } };
}

const dig = (value: unknown, path: string[]): unknown =>
  path.reduce<unknown>(
    (at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
    value,
  );

/** Applies a parse plan to an interface's answer: option rows, or an empty list when it does not fit. */
export function applyParsePlan(plan: ParsePlan, answer: unknown): { label: string; value: unknown }[] {
  const list = dig(answer, plan.path);
  if (!Array.isArray(list)) return [];
  if (!plan.map) return list as { label: string; value: unknown }[];
  const { label, value } = plan.map;
  return list.map((item) => ({ label: String(dig(item, label) ?? ''), value: dig(item, value) }));
}

/** An address of ours: a relative path starting with one slash, no scheme, no `..`. */
export const isOwnAddress = (action: string) =>
  /^\/(?!\/)[\w\-./?=&%]*$/.test(action) && !action.includes('..');

/** The first thing wrong with a fetch config, or null. */
export function checkFetchConfig(config: unknown): string | null {
  if (!config || typeof config !== 'object' || Array.isArray(config)) return fetchMessages.notConfig;
  const { action, parse } = config as Record<string, unknown>;
  if (typeof action !== 'string' || !action.trim()) return fetchMessages.actionRequired;
  if (!isOwnAddress(action.trim())) return fetchMessages.actionInvalid;
  if (typeof parse !== 'string' || !parse.trim()) return fetchMessages.parseRequired;
  if (!readParseFunction(parse)) return fetchMessages.parseInvalid;
  return null;
}

/** The browser's URL for an address: our API lives under /api. */
export const fetchUrl = (action: string) => (action.startsWith('/api/') ? action : `/api${action}`);
