import { type FormQueryMap, type FormRule, formFilterFields } from '@hr/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormFilterControls } from './FormFilterControls.tsx';
import { optionValues, setFilterValue } from './queryMap.ts';

const rules: FormRule[] = [
  { type: 'UserName', field: 'name', title: '姓名' },
  { type: 'inputNumber', field: 'age', title: '年龄' },
  {
    type: 'radio',
    field: 'gender',
    title: '性别',
    options: [
      { label: '男', value: 1 },
      { label: '女', value: 2 },
    ],
  },
  {
    type: 'checkbox',
    field: 'skills',
    title: '技能',
    options: [
      { label: '电工', value: 'e' },
      { label: '焊工', value: 'w' },
    ],
  },
  { type: 'datePicker', field: 'born', title: '出生日期', props: { type: 'date' } },
  { type: 'AreaSelect', field: 'home', title: '户籍' },
  // Not filterable: a slider and a date range picker.
  { type: 'slider', field: 'score', title: '评分' },
  { type: 'datePicker', field: 'period', title: '时段', props: { type: 'daterange' } },
];

const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
const provinces = [{ proCode: '41', proName: '河南省' }];

function Harness({ seen }: { seen: FormQueryMap[] }) {
  const [value, setValue] = useState<FormQueryMap>({});
  return (
    <QueryClientProvider client={client}>
      <Form layout="inline">
        <FormFilterControls
          fields={formFilterFields(rules)}
          value={value}
          onChange={(next) => {
            seen.push(next);
            setValue(next);
          }}
        />
      </Form>
    </QueryClientProvider>
  );
}

describe('FormFilterControls', () => {
  // The region cascader loads the provinces.
  beforeEach(() =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: 200, msg: '', data: provinces, success: true }))),
    ),
  );
  afterEach(() => vi.unstubAllGlobals());

  it('draws one labelled control per filterable field', () => {
    render(<Harness seen={[]} />);
    for (const label of ['姓名', '年龄', '性别', '技能', '出生日期', '户籍'])
      expect(screen.getByText(label)).toBeTruthy();
    expect(screen.queryByText('评分')).toBeNull();
    expect(screen.queryByText('时段')).toBeNull();
  });

  it('builds the queryMap from text, number range and options, dropping cleared values', async () => {
    const seen: FormQueryMap[] = [];
    render(<Harness seen={seen} />);
    const last = () => seen[seen.length - 1];
    await userEvent.type(screen.getByLabelText('姓名'), '张');
    expect(last()).toEqual({ name: '张' });
    fireEvent.change(screen.getByLabelText('年龄最小值'), { target: { value: '18' } });
    await waitFor(() => expect(last()).toEqual({ name: '张', age: [18, null] }));

    await userEvent.click(screen.getByLabelText('性别'));
    await userEvent.click(await screen.findByTitle('女'));
    expect(last()).toMatchObject({ gender: 2 });

    await userEvent.click(screen.getByLabelText('技能'));
    await userEvent.click(await screen.findByTitle('焊工'));
    expect(last()).toMatchObject({ skills: ['w'] });

    await userEvent.clear(screen.getByLabelText('姓名'));
    expect(last()).toEqual({ age: [18, null], gender: 2, skills: ['w'] });
  });
});

describe('queryMap helpers', () => {
  it('sets and removes values', () => {
    expect(setFilterValue({}, 'a', 'x')).toEqual({ a: 'x' });
    expect(setFilterValue({ a: 'x', b: 1 }, 'a', '  ')).toEqual({ b: 1 });
    expect(setFilterValue({ a: [1, null] }, 'a', [null, null])).toEqual({});
    expect(setFilterValue({ a: ['2024-01-01', '2024-02-01'] }, 'a', [])).toEqual({});
  });

  it('maps Select keys back to the options’ own values', () => {
    const rows = [
      { label: '是', value: true },
      { label: '一', value: 1 },
    ];
    expect(optionValues(rows, ['true', '1', 'other'])).toEqual([true, 1, 'other']);
  });
});
