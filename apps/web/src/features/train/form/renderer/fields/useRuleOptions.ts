import {
  applyParsePlan,
  type FetchConfig,
  type FormOptionItem,
  type FormRule,
  fetchUrl,
  readParseFunction,
  ruleOptions,
} from '@hr/contract';
import { useQuery } from '@tanstack/react-query';

const fetchConfigOf = (rule: FormRule): FetchConfig | null => {
  const config = rule.effect?.fetch as FetchConfig | undefined;
  return config && typeof config.action === 'string' && config.action ? config : null;
};

/** GET sends `data` as the query string, POST as a JSON body; the answer goes through the parse plan. */
export async function loadFetchOptions(config: FetchConfig): Promise<FormOptionItem[]> {
  const plan = readParseFunction(config.parse ?? '');
  if (!plan) return [];
  const post = String(config.method ?? 'GET').toUpperCase() === 'POST';
  const data = config.data ?? {};
  const query = new URLSearchParams(
    Object.entries(data).flatMap(([key, value]) =>
      value === undefined || value === null ? [] : [[key, String(value)] as [string, string]],
    ),
  ).toString();
  const url = fetchUrl(config.action.trim());
  const response = await fetch(post || !query ? url : `${url}${url.includes('?') ? '&' : '?'}${query}`, {
    method: post ? 'POST' : 'GET',
    credentials: 'same-origin',
    ...(post ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(data) } : {}),
  });
  const rows = applyParsePlan(plan, await response.json());
  return rows.flatMap((row) =>
    row && typeof row === 'object' && 'value' in row
      ? [{ ...row, label: String(row.label ?? row.value), value: row.value as FormOptionItem['value'] }]
      : [],
  );
}

/** A rule's option rows: its own, or those its fetch config loads (empty until they arrive). */
export function useRuleOptions(rule: FormRule): { options: FormOptionItem[]; loading: boolean } {
  const config = fetchConfigOf(rule);
  const remote = useQuery({
    queryKey: ['form-field-options', config?.action, config?.method, config?.data, config?.parse],
    queryFn: () => loadFetchOptions(config!),
    enabled: !!config,
    staleTime: 60_000,
    retry: false,
  });
  if (!config) return { options: ruleOptions(rule), loading: false };
  return { options: remote.data ?? [], loading: remote.isFetching };
}

/** Option values may be text, numbers or booleans; antd's keys are text. */
export const keyOf = (value: unknown) => String(value);

/** Every row of an option tree, depth first. */
export const flattenOptions = (items: readonly FormOptionItem[]): FormOptionItem[] =>
  items.flatMap((item) => [item, ...flattenOptions(item.children ?? [])]);

/** Maps antd keys back to the options' own values (so a numeric option answers a number). */
export const valuesOfKeys = (items: readonly FormOptionItem[], keys: readonly unknown[]) => {
  const byKey = new Map(flattenOptions(items).map((item) => [keyOf(item.value), item.value]));
  return keys.map((key) => byKey.get(keyOf(key)) ?? key);
};
