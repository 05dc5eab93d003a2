import { checkFetchConfig, type FetchConfig, type FormRule, fetchMessages } from '@hr/contract';
import { Input, Select, Switch } from 'antd';
import { useDebounced } from '../../../../../components';
import { PropItem } from './PropItem.tsx';

/** How long typing pauses before the config is checked again. */
export const FETCH_CHECK_DELAY_MS = 1000;

const METHODS = [
  { value: 'GET', label: 'GET' },
  { value: 'POST', label: 'POST' },
];

export const newFetchConfig = (): FetchConfig => ({
  action: '',
  method: 'GET',
  data: {},
  parse: 'res => res.data',
});

/** The rule with remote options on (a new config) or off (`effect.fetch` removed, other effects kept). */
export function withFetch(rule: FormRule, config: FetchConfig | null): FormRule {
  const { fetch: _old, ...effect } = rule.effect ?? {};
  if (config) return { ...rule, effect: { ...effect, fetch: config } };
  const next: FormRule = { ...rule, effect };
  if (Object.keys(effect).length === 0) delete next.effect;
  return next;
}

const PARSE_PROBLEMS = new Set<string>([fetchMessages.parseRequired, fetchMessages.parseInvalid]);

export interface FetchEditorProps {
  rule: FormRule;
  onChange: (rule: FormRule, group?: string) => void;
}

/**
 * 数据接口: the options come from an address of ours and a parse function (fetch-config.ts). The checks
 * show under the inputs they concern, again once typing has paused for a second.
 */
export function FetchEditor({ rule, onChange }: FetchEditorProps) {
  const raw = rule.effect?.fetch;
  const config = raw && typeof raw === 'object' ? (raw as FetchConfig) : null;
  const checked = useDebounced(raw, FETCH_CHECK_DELAY_MS);
  const problem = raw !== undefined && checked !== undefined ? checkFetchConfig(checked) : null;
  const set = (patch: Partial<FetchConfig>, group?: string) =>
    onChange(withFetch(rule, { ...(config ?? newFetchConfig()), ...patch }), group);
  return (
    <div data-testid="fetch-editor">
      <PropItem htmlFor="designer-fetch-on" label="使用数据接口">
        <Switch
          id="designer-fetch-on"
          checked={raw !== undefined}
          onChange={(on) => onChange(withFetch(rule, on ? newFetchConfig() : null))}
        />
      </PropItem>
      {raw !== undefined ? (
        <>
          <PropItem
            htmlFor="designer-fetch-action"
            label="数据接口"
            error={problem && !PARSE_PROBLEMS.has(problem) ? problem : null}
          >
            <Input
              id="designer-fetch-action"
              placeholder="例如：/train/train-form-info/list"
              value={config?.action ?? ''}
              onChange={(e) => set({ action: e.target.value }, 'fetch:action')}
            />
          </PropItem>
          <PropItem htmlFor="designer-fetch-method" label="请求方式">
            <Select
              id="designer-fetch-method"
              options={METHODS}
              value={config?.method ?? 'GET'}
              onChange={(method) => set({ method })}
            />
          </PropItem>
          <PropItem
            htmlFor="designer-fetch-parse"
            label="解析函数"
            error={problem && PARSE_PROBLEMS.has(problem) ? problem : null}
            help="例如：res => res.data"
          >
            <Input.TextArea
              id="designer-fetch-parse"
              rows={3}
              style={{ fontFamily: 'monospace' }}
              value={config?.parse ?? ''}
              onChange={(e) => set({ parse: e.target.value }, 'fetch:parse')}
            />
          </PropItem>
        </>
      ) : null}
    </div>
  );
}
