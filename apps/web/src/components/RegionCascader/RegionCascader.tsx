import { useQueryClient } from '@tanstack/react-query';
import { Cascader } from 'antd';
import { type CSSProperties, useCallback, useEffect, useMemo, useState } from 'react';
import { errorText, useFeedback } from '../feedback';
import { type FieldAria, fieldAria } from '../field-aria';
import { buildTree, loadRegionChildren, type Region, type RegionNode, ROOT } from './regionTree.ts';

export interface RegionCascaderProps extends FieldAria {
  /** Levels shown: 3 province/city/county (default), 4 adds the street, 5 the village committee. */
  depth?: 3 | 4 | 5;
  /** Codes from the province down, e.g. ['41', '4101', '410184']. */
  value?: string[];
  /** The chosen codes and their names, in the same order. */
  onChange?: (codes: string[], labels: string[]) => void;
  /** Names of `value` when already known (a saved address): shown until its levels have loaded. */
  valueLabels?: string[];
  placeholder?: string;
  disabled?: boolean;
  /** Let a user stop at any level (e.g. a list filter); otherwise a full path is needed. */
  changeOnSelect?: boolean;
  allowClear?: boolean;
  style?: CSSProperties;
  id?: string;
}

/**
 * Region picker over the national hierarchy: loads each level from the district routes when opened, and
 * the levels of a value set from outside (a saved address), so its labels show.
 */
export function RegionCascader({
  depth = 3,
  value,
  onChange,
  valueLabels,
  placeholder = '请选择省/市/区县',
  disabled,
  changeOnSelect,
  allowClear = true,
  style,
  id,
  ...aria
}: RegionCascaderProps) {
  const client = useQueryClient();
  const { message } = useFeedback();
  const [loaded, setLoaded] = useState<ReadonlyMap<string, Region[]>>(new Map());

  const load = useCallback(
    async (code: string | null) => {
      const key = code ?? ROOT;
      try {
        const children = await loadRegionChildren(client, code);
        setLoaded((prev) => (prev.has(key) ? prev : new Map(prev).set(key, children)));
      } catch (error) {
        message.error(errorText(error, '获取地区失败'));
      }
    },
    [client, message],
  );

  useEffect(() => {
    void load(null);
  }, [load]);

  // A value set from outside: load the levels above its last code.
  const valueKey = (value ?? []).join(',');
  useEffect(() => {
    const codes = valueKey ? valueKey.split(',') : [];
    void (async () => {
      for (const code of codes.slice(0, Math.min(codes.length, depth) - 1)) await load(code);
    })();
  }, [valueKey, depth, load]);

  const options = useMemo(() => buildTree(loaded, depth), [loaded, depth]);

  return (
    <Cascader<RegionNode>
      id={id}
      {...fieldAria(aria)}
      options={options}
      value={value}
      placeholder={placeholder}
      disabled={disabled}
      changeOnSelect={changeOnSelect}
      allowClear={allowClear}
      showSearch={false}
      // A level not loaded yet shows its code as its label: use the known name instead.
      displayRender={(labels) =>
        labels.map((label, i) => (label === value?.[i] && valueLabels?.[i]) || label).join(' / ')
      }
      style={style}
      loadData={(selected) => {
        const last = selected[selected.length - 1];
        if (last) void load(last.value);
      }}
      onChange={(codes, selected) =>
        onChange?.(
          (codes ?? []) as string[],
          (selected ?? []).map((o) => String(o.label)),
        )
      }
    />
  );
}
