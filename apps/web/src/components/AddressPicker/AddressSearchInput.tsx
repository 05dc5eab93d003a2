import {
  ADDRESS_DETAIL_MAX,
  ADDRESS_SEARCH_DEBOUNCE_MS,
  api,
  type CompanyAddress,
  type RegionChain,
} from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { AutoComplete, Input } from 'antd';
import { useMemo, useState } from 'react';
import { call } from '../../app/request.ts';
import { useDebounced } from './useDebounced.ts';

export interface AddressSearchInputProps {
  value: string;
  onChange: (text: string) => void;
  /** The chosen county: its streets and village committees are searched too. */
  countyCode?: string | undefined;
  historyType: number;
  cmpyCode?: string | undefined;
  onPickHistory: (item: CompanyAddress) => void;
  onPickRegion: (chain: RegionChain) => void;
  id?: string;
}

/**
 * Detail-address input with suggestions (after a 200 ms pause in typing). What is searched, honestly:
 * the company's address history (detail and region names), and region names: provinces, cities and
 * counties nationwide, plus streets and village committees of the chosen county. There is no
 * street-number or point-of-interest search: the product works offline.
 */
export function AddressSearchInput({
  value,
  onChange,
  countyCode,
  historyType,
  cmpyCode,
  onPickHistory,
  onPickRegion,
  id,
}: AddressSearchInputProps) {
  // Only what the user typed is searched, not a detail filled in from a history item.
  const [typed, setTyped] = useState('');
  const term = useDebounced(typed.trim(), ADDRESS_SEARCH_DEBOUNCE_MS);
  const enabled = term.length > 0;
  const history = useQuery({
    queryKey: ['address-search-history', term, historyType, cmpyCode],
    queryFn: () =>
      call(api.cmpyHistoryAddress.queryCmpyHistoryAddr, {
        query: { pageNum: 1, pageSize: 5, type: historyType, cmpyCode, address: term },
      }),
    enabled,
  });
  const regions = useQuery({
    queryKey: ['address-search-region', term, countyCode],
    queryFn: () =>
      call(api.district.selectByName, { query: { name: term.slice(0, 30), countryCode: countyCode } }),
    enabled,
  });

  const { options, pick } = useMemo(() => {
    const picks = new Map<string, () => void>();
    const historyItems = enabled ? (history.data?.records ?? []) : [];
    const regionItems = enabled ? (regions.data ?? []) : [];
    const groups = [];
    if (historyItems.length)
      groups.push({
        label: '历史地址',
        options: historyItems.map((item) => {
          const key = `history:${item.id}`;
          picks.set(key, () => onPickHistory(item));
          return { value: key, label: `${item.address}（${item.cityName}${item.countyName}）` };
        }),
      });
    if (regionItems.length)
      groups.push({
        label: '行政区划',
        options: regionItems.map((chain) => {
          const key = `region:${chain.code}`;
          picks.set(key, () => onPickRegion(chain));
          return { value: key, label: chain.fullName.replaceAll(' ', '') };
        }),
      });
    return { options: groups, pick: picks };
  }, [enabled, history.data, regions.data, onPickHistory, onPickRegion]);

  return (
    <AutoComplete
      id={id}
      value={value}
      options={options}
      onChange={(text: string) => {
        // Choosing a suggestion is handled by onSelect; its key must not land in the input.
        if (pick.has(text)) return;
        onChange(text);
        setTyped(text);
      }}
      onSelect={(key: string) => {
        pick.get(key)?.();
        setTyped('');
      }}
      style={{ width: '100%' }}
    >
      <Input.Search
        placeholder="请输入详细地址，可按地区名称或历史地址搜索"
        maxLength={ADDRESS_DETAIL_MAX}
        allowClear
        onSearch={(text) => setTyped(text)}
      />
    </AutoComplete>
  );
}
