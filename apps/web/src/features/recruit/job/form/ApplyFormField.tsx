import { EyeOutlined } from '@ant-design/icons';
import { api, JOB_LIMITS } from '@hr/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Popover, Select, Space, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { call } from '../../../../app/request.ts';
import { errorText, useDebounced } from '../../../../components';
import { formKeys, readStoredForm } from '../../../train/form/storedForm.ts';

// The renderer brings every control (editor, map, uploads): loaded when the preview first opens.
const FormRenderer = lazy(() =>
  import('../../../train/form/renderer/FormRenderer.tsx').then((module) => ({
    default: module.FormRenderer,
  })),
);

export interface ApplyFormFieldProps {
  value?: number;
  onChange?: (value: number | undefined) => void;
  /** The saved form's name, shown before the options load. */
  initialName?: string | null | undefined;
  id?: string;
}

/** The chosen form as applicants will see it, in the popover. */
function FormPreview({ id }: { id: number }) {
  const info = useQuery({
    queryKey: formKeys.info(id),
    queryFn: () => call(api.form.info, { query: { id } }),
  });
  if (info.isError) return <Alert type="error" showIcon title={errorText(info.error, '获取表单失败')} />;
  if (info.isPending) return <Spin />;
  const { rules, options } = readStoredForm(info.data);
  if (!rules.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="该表单没有字段" />;
  return (
    <div style={{ maxHeight: 480, overflow: 'auto' }}>
      <Suspense fallback={<Spin />}>
        <FormRenderer rules={rules} options={options} mode="preview" labelOnTop />
      </Suspense>
    </div>
  );
}

/**
 * The custom application form (spec §2, §3): a form of the platform or the company (api.form.list, searched
 * on the server), optional; 预览 shows it in a 380-wide popover through the forms' own renderer.
 */
export function ApplyFormField({ value, onChange, initialName, id }: ApplyFormFieldProps) {
  const [typed, setTyped] = useState('');
  const formName = useDebounced(typed.trim(), 300);
  const forms = useQuery({
    queryKey: [...formKeys.options, formName],
    queryFn: () => call(api.form.list, { query: { formName: formName || undefined } }),
  });
  const rows = forms.data ?? [];
  const options = rows.map((form) => ({ value: form.id, label: form.formName }));
  // The saved form stays listed while a search shows others.
  if (value !== undefined && !rows.some((form) => form.id === value))
    options.unshift({ value, label: initialName ?? `表单${value}` });
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Select<number>
        id={id}
        allowClear
        showSearch={{ filterOption: false, onSearch: setTyped }}
        loading={forms.isFetching}
        placeholder="请选择报名表单（可不选）"
        notFoundContent={forms.isFetching ? '加载中…' : '暂无表单'}
        options={options}
        value={value}
        onChange={(next) => {
          setTyped('');
          onChange?.(next ?? undefined);
        }}
        style={{ flex: 1, minWidth: 0 }}
      />
      <Popover
        trigger="click"
        placement="left"
        title="报名表单预览"
        destroyOnHidden
        content={value === undefined ? null : <FormPreview id={value} />}
        styles={{ root: { width: JOB_LIMITS.formPopoverWidth } }}
      >
        <Button icon={<EyeOutlined />} disabled={value === undefined}>
          预览
        </Button>
      </Popover>
    </Space.Compact>
  );
}
