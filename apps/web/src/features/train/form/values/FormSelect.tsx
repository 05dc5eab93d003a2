import { api } from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { call } from '../../../../app/request.ts';
import { useDebounced } from '../../../../components';
import { formKeys } from '../storedForm.ts';

export interface FormChoice {
  id: number;
  bizCode: string;
  formName: string;
}

export interface FormSelectProps {
  value: FormChoice | null;
  onChange: (form: FormChoice) => void;
}

/**
 * Picks a form (api.form.list, searched on the server as the list stops at 100). With nothing chosen yet,
 * the first form is chosen, so the page opens on data.
 */
export function FormSelect({ value, onChange }: FormSelectProps) {
  const [typed, setTyped] = useState('');
  const formName = useDebounced(typed.trim(), 300);
  const forms = useQuery({
    queryKey: [...formKeys.options, formName],
    queryFn: () => call(api.form.list, { query: { formName: formName || undefined } }),
  });
  const first = forms.data?.[0];
  useEffect(() => {
    if (!value && first) onChange(first);
  }, [value, first, onChange]);
  const rows = forms.data ?? [];
  // The chosen form stays listed while a search shows others.
  const options = [...(value && !rows.some((f) => f.id === value.id) ? [value] : []), ...rows].map(
    (form) => ({
      value: form.id,
      label: form.formName,
      form,
    }),
  );
  return (
    <Select
      id="form-values-form"
      showSearch={{ filterOption: false, onSearch: setTyped }}
      loading={forms.isFetching}
      placeholder="请选择表单"
      notFoundContent={forms.isFetching ? '加载中…' : '暂无表单'}
      style={{ width: 280 }}
      options={options}
      value={value?.id}
      onChange={(_id, option) => {
        setTyped('');
        if (option && !Array.isArray(option)) onChange(option.form);
      }}
    />
  );
}
