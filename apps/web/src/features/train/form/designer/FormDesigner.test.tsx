import { defaultFormOptions, type FormRule, formMessages } from '@hr/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { useState } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { FeedbackBridge } from '../../../../components';
import { FormDesigner } from './FormDesigner.tsx';
import type { DesignerValue } from './types.ts';

const name: FormRule = {
  type: 'input',
  field: 'name',
  title: '姓名',
  validate: [],
  _fc_drag_tag: 'input',
};

function Harness({ rules, seen }: { rules: FormRule[]; seen: DesignerValue[] }) {
  const [value, setValue] = useState<DesignerValue>({ rules, options: defaultFormOptions() });
  return (
    <FormDesigner
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

function renderDesigner(rules: FormRule[] = [name]) {
  const seen: DesignerValue[] = [];
  render(
    <ConfigProvider locale={zhCN}>
      <App>
        <FeedbackBridge />
        <Harness rules={rules} seen={seen} />
      </App>
    </ConfigProvider>,
  );
  return { last: () => seen[seen.length - 1]!, seen };
}

const canvas = () => screen.getByTestId('designer-canvas');
const button = (name: RegExp | string) => screen.getByRole('button', { name });
const select = (testId: string) => userEvent.click(screen.getByTestId(testId));

describe('FormDesigner', () => {
  it('shows the palette in three groups and appends a clicked component, selected', async () => {
    const { last } = renderDesigner([]);
    for (const group of ['基础表单', '扩展表单', '其他组件']) expect(screen.getByText(group)).toBeTruthy();
    expect(screen.getByTestId('palette-UserPhone').textContent).toBe('手机号');
    await userEvent.click(screen.getByTestId('palette-select'));
    const rule = last().rules[0]!;
    expect(rule).toMatchObject({ type: 'select', title: '选择器' });
    const item = within(canvas()).getByTestId(`canvas-item-${rule.field}`);
    expect(item.dataset.selected).toBe('true');
    expect((screen.getByLabelText('字段名称') as HTMLInputElement).value).toBe('选择器');
    expect(screen.getByTestId('options-editor')).toBeTruthy();
  });

  it('undoes and redoes adds and deletes, and clears', async () => {
    const { last } = renderDesigner();
    await userEvent.click(screen.getByTestId('palette-row'));
    expect(last().rules.map((r) => r.type)).toEqual(['input', 'row']);
    await userEvent.click(button(/撤\s*销/));
    expect(last().rules.map((r) => r.type)).toEqual(['input']);
    await userEvent.click(button(/重\s*做/));
    expect(last().rules.map((r) => r.type)).toEqual(['input', 'row']);
    expect(within(canvas()).getAllByTestId('canvas-item-col')).toHaveLength(2);

    await select('canvas-item-name');
    await userEvent.click(
      within(screen.getByTestId('canvas-item-name')).getByRole('button', { name: '删除' }),
    );
    expect(last().rules.map((r) => r.type)).toEqual(['row']);
    await userEvent.click(button(/清\s*空/));
    expect(last().rules).toEqual([]);
    await userEvent.click(button(/撤\s*销/));
    expect(last().rules.map((r) => r.type)).toEqual(['row']);
  });

  it('copies the selected rule with a new field id and keeps its unknown keys', async () => {
    const { last } = renderDesigner();
    await select('canvas-item-name');
    await userEvent.click(
      within(screen.getByTestId('canvas-item-name')).getByRole('button', { name: '复制' }),
    );
    const [original, copy] = last().rules;
    expect(original).toEqual(name);
    expect(copy).toMatchObject({ type: 'input', title: '姓名', _fc_drag_tag: 'input' });
    expect(copy!.field).not.toBe('name');
  });

  it('checks the field title: required, at most 10 characters', async () => {
    // Keystrokes coalesce into one undo step by time (history.ts COALESCE_MS); with the clock standing
    // still, a loaded machine typing slowly cannot split them.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const { last } = renderDesigner();
    await select('canvas-item-name');
    const title = screen.getByLabelText('字段名称');
    await userEvent.clear(title);
    expect(await screen.findByText('请输入字段名称')).toBeTruthy();
    await userEvent.type(title, '一二三四五六七八九十十');
    expect(await screen.findByText('字段名称最多10个字符')).toBeTruthy();
    expect(last().rules[0]!.title).toBe('一二三四五六七八九十十');
    await userEvent.type(title, '{Backspace}');
    await waitFor(() => expect(screen.queryByText('字段名称最多10个字符')).toBeNull());
    // The typing counts as one undo step.
    await userEvent.click(button(/撤\s*销/));
    expect(last().rules[0]!.title).toBe('姓名');
  });

  it('flags a duplicate or malformed field id', async () => {
    renderDesigner([name, { ...name, field: 'phone', title: '电话' }]);
    await select('canvas-item-phone');
    const field = screen.getByLabelText('字段ID');
    await userEvent.clear(field);
    await userEvent.type(field, 'name');
    expect(await screen.findByText('字段ID“name”重复')).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, '1a');
    expect(await screen.findByText('字段ID只能包含字母、数字和下划线，且不能以数字开头')).toBeTruthy();
  });

  it('fills the validation message from the title and marks a required rule', async () => {
    const { last } = renderDesigner();
    await select('canvas-item-name');
    await userEvent.click(button(/添加校验规则/));
    expect(last().rules[0]!.validate).toEqual([
      { type: 'string', mode: 'required', required: true, trigger: 'change', message: '' },
    ]);
    await userEvent.click(button(/自动填写/));
    expect((screen.getByLabelText('校验提示') as HTMLInputElement).value).toBe('请输入姓名');
    expect(last().rules[0]!.validate![0]!.message).toBe('请输入姓名');
    expect(within(screen.getByTestId('canvas-item-name')).getByText('*')).toBeTruthy();
    // Other modes ask for the correct value.
    await userEvent.click(screen.getByLabelText('校验方式'));
    await userEvent.click(await screen.findByTitle('正则表达式'));
    expect(await screen.findByText(formMessages.validateValueMissing('正则表达式'))).toBeTruthy();
    await userEvent.click(button(/自动填写/));
    expect(last().rules[0]!.validate![0]).toEqual({
      type: 'string',
      mode: 'pattern',
      trigger: 'change',
      message: '请输入正确的姓名',
    });
    expect(within(screen.getByTestId('canvas-item-name')).queryByText('*')).toBeNull();
  });

  it('keeps the old props when the struct editor gets text that is not a JSON object', async () => {
    const { last } = renderDesigner([{ ...name, props: { placeholder: '请输入姓名' } }]);
    await select('canvas-item-name');
    await userEvent.click(button(/编辑属性JSON/));
    const text = (await screen.findByTestId('struct-editor-text')) as HTMLTextAreaElement;
    expect(text.value).toBe('{\n  "placeholder": "请输入姓名"\n}');
    fireEvent.change(text, { target: { value: '{"placeholder": ' } });
    await userEvent.click(button(/确\s*定/));
    expect(await screen.findByText('输入内容格式有误')).toBeTruthy();
    expect(last()).toBeUndefined();
    fireEvent.change(text, { target: { value: '{"placeholder": "真实姓名", "clearable": true}' } });
    await userEvent.click(button(/确\s*定/));
    await waitFor(() => expect(last().rules[0]!.props).toEqual({ placeholder: '真实姓名', clearable: true }));
  });

  it('checks the fetch config a second after typing stops', async () => {
    const { last } = renderDesigner([{ type: 'select', field: 'city', title: '城市', options: [] }]);
    await select('canvas-item-city');
    await userEvent.click(screen.getByLabelText('使用数据接口'));
    expect(last().rules[0]!.effect?.fetch).toEqual({
      action: '',
      method: 'GET',
      data: {},
      parse: 'res => res.data',
    });
    expect(await screen.findByText('请输入数据接口', {}, { timeout: 2000 })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('数据接口'), { target: { value: 'https://example.com/x' } });
    // Still the old check while typing…
    expect(screen.getByText('请输入数据接口')).toBeTruthy();
    // …then the new one.
    expect(
      await screen.findByText('数据接口只能是本系统以 / 开头的接口地址', {}, { timeout: 2000 }),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('数据接口'), { target: { value: '/train/train-form-info/list' } });
    fireEvent.change(screen.getByLabelText('解析函数'), { target: { value: 'res => eval(res)' } });
    expect(
      await screen.findByText('解析函数格式有误，例如：res => res.data', {}, { timeout: 2000 }),
    ).toBeTruthy();
    expect(screen.queryByText('数据接口只能是本系统以 / 开头的接口地址')).toBeNull();
  });

  it('edits the form options', async () => {
    const { last } = renderDesigner();
    await userEvent.click(screen.getByRole('tab', { name: '表单配置' }));
    await userEvent.click(screen.getByLabelText('显示重置按钮'));
    expect(last().options.resetBtn).toBe(true);
    await userEvent.click(screen.getByText('顶部'));
    expect(last().options.form).toMatchObject({ labelPosition: 'top', labelWidth: '125px' });
  });
});
