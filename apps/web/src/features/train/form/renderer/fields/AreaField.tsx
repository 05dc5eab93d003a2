import { api } from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { call } from '../../../../../app/request.ts';
import { RegionCascader } from '../../../../../components/RegionCascader';
import type { CellProps, FieldProps } from './types.ts';

/** Province, city and county; the answer is their codes, e.g. ['41', '4101', '410184']. */
export function AreaField({ value, onChange, id, disabled }: FieldProps<string[]>) {
  return (
    <RegionCascader
      id={id}
      depth={3}
      value={Array.isArray(value) ? value : []}
      disabled={disabled}
      style={{ width: '100%' }}
      onChange={(codes) => onChange?.(codes)}
    />
  );
}

/** The names of an answered area, from its last code's chain (the codes while they load). */
export function AreaCell({ value }: CellProps) {
  const codes = Array.isArray(value) ? value.map(String) : [];
  const last = codes[codes.length - 1];
  const chain = useQuery({
    queryKey: ['region-chain', last],
    queryFn: () => call(api.district.selectAreaByCode, { query: { code: last! } }),
    enabled: !!last,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const names = chain.data
    ? [chain.data.proName, chain.data.cityName, chain.data.countryName].filter(Boolean).join(' ')
    : codes.join(' ');
  return <Typography.Text>{names || '-'}</Typography.Text>;
}
