import type { FormOptionItem } from '@hr/contract';
import { Cascader, Checkbox, Radio, Select, Transfer, Tree } from 'antd';
import type { Key } from 'react';
import { type FieldProps, textProp } from './types.ts';
import { flattenOptions, keyOf, useRuleOptions, valuesOfKeys } from './useRuleOptions.ts';

type Scalar = FormOptionItem['value'];
const asList = (value: unknown): Scalar[] => (Array.isArray(value) ? (value as Scalar[]) : []);
const plain = (items: FormOptionItem[]) =>
  items.map((o) => ({ label: o.label, value: o.value, disabled: o.disabled === true }));

export function RadioField({ rule, value, onChange, id, disabled }: FieldProps<Scalar>) {
  const { options } = useRuleOptions(rule);
  return (
    <Radio.Group
      id={id}
      aria-label={rule.title}
      disabled={disabled}
      value={value}
      options={plain(options)}
      onChange={(e) => onChange?.(e.target.value as Scalar)}
    />
  );
}

export function CheckboxField({ rule, value, onChange, disabled }: FieldProps<Scalar[]>) {
  const { options } = useRuleOptions(rule);
  return (
    <Checkbox.Group
      disabled={disabled}
      value={asList(value)}
      options={plain(options)}
      onChange={(next) => onChange?.(next as Scalar[])}
    />
  );
}

export function SelectField({ rule, value, onChange, id, disabled }: FieldProps<Scalar | Scalar[]>) {
  const { options, loading } = useRuleOptions(rule);
  const multiple = rule.props?.multiple === true;
  return (
    <Select
      id={id}
      disabled={disabled}
      loading={loading}
      mode={multiple ? 'multiple' : undefined}
      value={(multiple ? asList(value) : value) as string}
      options={plain(options).map((o) => ({ ...o, value: o.value as string }))}
      placeholder={textProp(rule, 'placeholder') ?? '请选择'}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      style={{ width: '100%' }}
      onChange={(next: unknown) => onChange?.((next ?? (multiple ? [] : '')) as Scalar | Scalar[])}
    />
  );
}

export function CascaderField({ rule, value, onChange, id, disabled }: FieldProps<Scalar[]>) {
  const { options } = useRuleOptions(rule);
  return (
    <Cascader
      id={id}
      disabled={disabled}
      options={options as never}
      value={asList(value) as string[]}
      placeholder={textProp(rule, 'placeholder') ?? '请选择'}
      style={{ width: '100%' }}
      onChange={(next) => onChange?.(valuesOfKeys(options, (next ?? []) as unknown[]) as Scalar[])}
    />
  );
}

export function TransferField({ rule, value, onChange, disabled }: FieldProps<Scalar[]>) {
  const { options } = useRuleOptions(rule);
  return (
    <Transfer
      disabled={disabled}
      dataSource={options.map((o) => ({ key: keyOf(o.value), title: o.label }))}
      render={(item) => item.title}
      targetKeys={asList(value).map(keyOf)}
      titles={['可选', '已选']}
      onChange={(keys) => onChange?.(valuesOfKeys(options, keys) as Scalar[])}
    />
  );
}

interface TreeRow {
  key: string;
  title: string;
  children?: TreeRow[];
}
const treeRows = (items: readonly FormOptionItem[]): TreeRow[] =>
  items.map((o) => ({
    key: keyOf(o.value),
    title: o.label,
    ...(o.children?.length ? { children: treeRows(o.children) } : {}),
  }));

/** A checkable tree; the answer is the checked keys (parents included when all their children are). */
export function TreeField({ rule, value, onChange, disabled }: FieldProps<Scalar[]>) {
  const { options } = useRuleOptions(rule);
  return (
    <Tree
      checkable
      selectable={false}
      defaultExpandAll
      disabled={disabled}
      treeData={treeRows(options)}
      checkedKeys={asList(value).map(keyOf)}
      onCheck={(checked) => {
        const keys: Key[] = Array.isArray(checked) ? checked : checked.checked;
        onChange?.(valuesOfKeys(flattenOptions(options), keys) as Scalar[]);
      }}
    />
  );
}
