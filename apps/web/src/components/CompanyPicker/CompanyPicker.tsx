import { api, COMPANY_PICKER, CompanyStatus } from '@hr/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { type CSSProperties, useEffect, useState } from 'react';
import { call } from '../../app/request';
import { type FieldAria, fieldAria } from '../field-aria';

export interface CompanyPickerProps extends FieldAria {
  /** The chosen company's cmpyCode. */
  value?: string | null;
  /** The code and name of the chosen company (undefined when cleared). */
  onChange?: (cmpyCode: string | undefined, cmpyName: string | undefined) => void;
  /** Only certified companies (default): a job is published for a certified company. */
  certifiedOnly?: boolean;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  style?: CSSProperties;
  id?: string;
}

const SEARCH_DEBOUNCE_MS = 300;

/**
 * Company select with server search (recruitment §7): /cmpy/list with cmpyType 10, 10 per page, by name;
 * a value set from outside gets its name from /cmpy/info.
 */
export function CompanyPicker({
  value,
  onChange,
  certifiedOnly = true,
  placeholder = '请选择招聘企业',
  disabled,
  allowClear = true,
  style,
  id,
  ...aria
}: CompanyPickerProps) {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const options = useQuery({
    queryKey: ['companyPicker', keyword, certifiedOnly],
    queryFn: () =>
      call(api.company.list, {
        query: {
          pageNum: 1,
          pageSize: COMPANY_PICKER.pageSize,
          cmpyType: COMPANY_PICKER.cmpyType,
          cmpyName: keyword || undefined,
          status: certifiedOnly ? CompanyStatus.certified : undefined,
        },
      }),
    placeholderData: keepPreviousData,
  });
  const records = options.data?.records ?? [];
  const known = !value || records.some((record) => record.cmpyCode === value);
  const chosen = useQuery({
    queryKey: ['companyPickerValue', value],
    queryFn: () => call(api.company.info, { query: { cmpyCode: value as string } }),
    enabled: !known,
  });
  const list = [...records];
  if (!known && chosen.data) list.unshift(chosen.data);

  return (
    <Select
      id={id}
      {...fieldAria(aria)}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      value={value ?? undefined}
      placeholder={placeholder}
      disabled={disabled}
      allowClear={allowClear}
      loading={options.isFetching}
      notFoundContent={options.isFetching ? '加载中…' : '无数据'}
      style={{ width: '100%', ...style }}
      options={list.map((record) => ({ value: record.cmpyCode, label: record.cmpyName }))}
      onChange={(code: string | undefined) =>
        onChange?.(code, list.find((record) => record.cmpyCode === code)?.cmpyName)
      }
    />
  );
}
