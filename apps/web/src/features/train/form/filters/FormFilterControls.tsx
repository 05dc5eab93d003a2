import type { FormFilterField, FormQueryMap } from '@hr/contract';
import { DatePicker, Form, Input, InputNumber, Select, Space, TimePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { RegionCascader, TAB_THROUGH_RANGE } from '../../../../components';
import { dateKind, readTime, TIME_KIND } from '../renderer/fields/dateFormats.ts';
import { type FilterValue, numberRange, optionValues, selectOptions, setFilterValue } from './queryMap.ts';

export interface FormFilterControlsProps {
  /** The form's filterable fields (contract `formFilterFields`). */
  fields: FormFilterField[];
  /** The queryMap being built: field id → what its control sends. */
  value?: FormQueryMap | undefined;
  onChange?: ((value: FormQueryMap) => void) | undefined;
}

interface ControlProps {
  field: FormFilterField;
  id: string;
  value: FilterValue | undefined;
  set: (value: FilterValue | undefined) => void;
}

const list = (value: FilterValue | undefined) => (Array.isArray(value) ? value : []);
const texts = (dates: readonly (Dayjs | null)[] | null, toText: (d: Dayjs) => string): FilterValue =>
  dates?.[0] && dates[1] ? [toText(dates[0]), toText(dates[1])] : [];

/** One control per filter kind (contract FilterControl), each sending the shape the server reads. */
const CONTROLS: Record<FormFilterField['control'], (props: ControlProps) => ReactNode> = {
  text: ({ field, id, value, set }) => (
    <Input
      id={id}
      allowClear
      maxLength={100}
      placeholder={`请输入${field.title}`}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => set(e.target.value)}
    />
  ),
  numberRange: ({ field, id, value, set }) => {
    const [min, max] = list(value) as (number | null)[];
    return (
      <Space.Compact>
        <InputNumber
          id={id}
          aria-label={`${field.title}最小值`}
          placeholder="最小值"
          value={min ?? null}
          onChange={(n) => set(numberRange(n, max))}
        />
        <InputNumber
          aria-label={`${field.title}最大值`}
          placeholder="最大值"
          value={max ?? null}
          onChange={(n) => set(numberRange(min, n))}
        />
      </Space.Compact>
    );
  },
  option: ({ field, id, value, set }) => (
    <Select
      id={id}
      allowClear
      placeholder="全部"
      style={{ width: 180 }}
      options={selectOptions(field.options)}
      value={value === undefined ? undefined : String(value)}
      onChange={(key?: string) => set(key === undefined ? undefined : optionValues(field.options, [key])[0])}
    />
  ),
  options: ({ field, id, value, set }) => (
    <Select
      id={id}
      mode="multiple"
      allowClear
      placeholder="全部"
      style={{ minWidth: 180 }}
      options={selectOptions(field.options)}
      value={list(value).map(String)}
      onChange={(keys: string[]) => set(optionValues(field.options, keys))}
    />
  ),
  dateRange: ({ field, id, value, set }) => {
    const kind = dateKind(field.picker);
    const [from, to] = list(value).map((text) => (typeof text === 'string' ? kind.fromText(text) : null));
    return (
      <DatePicker.RangePicker
        allowEmpty={TAB_THROUGH_RANGE}
        id={id}
        picker={kind.picker}
        showTime={kind.showTime}
        value={from && to ? [from, to] : null}
        onChange={(dates) => set(texts(dates, kind.toText))}
      />
    );
  },
  timeRange: ({ id, value, set }) => {
    const [from, to] = list(value).map(readTime);
    return (
      <TimePicker.RangePicker
        allowEmpty={TAB_THROUGH_RANGE}
        id={id}
        value={from && to ? [from, to] : null}
        onChange={(times) => set(texts(times, TIME_KIND.toText))}
      />
    );
  },
  region: ({ id, value, set }) => (
    <RegionCascader
      id={id}
      depth={3}
      changeOnSelect
      style={{ width: 240 }}
      value={list(value).map(String)}
      onChange={(codes) => set(codes)}
    />
  ),
};

/**
 * Filters built from a form's own fields (platform §5): one labelled control per filterable field, all
 * together one `queryMap` value, so the set sits in a Form.Item (`name="queryMap"`) of any filter form.
 */
export function FormFilterControls({ fields, value = {}, onChange }: FormFilterControlsProps) {
  return (
    <>
      {fields.map((field) => {
        const id = `form-filter-${field.field}`;
        const Control = CONTROLS[field.control];
        return (
          <Form.Item key={field.field} label={field.title} htmlFor={id}>
            <Control
              field={field}
              id={id}
              value={value[field.field]}
              set={(next) => onChange?.(setFilterValue(value, field.field, next))}
            />
          </Form.Item>
        );
      })}
    </>
  );
}
