import { FIELD_TYPES, type FormRule, fieldProblem, formFields, formMessages, walkRules } from '@hr/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DISPLAY_RULES } from './display/DisplayRule.tsx';
import { FormRenderer } from './FormRenderer.tsx';
import { FIELD_REGISTRY } from './fields/registry.ts';
import {
  buttonName,
  districtAnswer,
  envelope,
  everyTypeForm,
  json,
  renderWithProviders,
  stubCanvas,
} from './fixtures.test-helper.tsx';

const fetchMock = vi.fn(async (url: string) => json(envelope(districtAnswer(url))));
beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  stubCanvas();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('FormRenderer', () => {
  it('has a control or display for every catalog type', () => {
    for (const spec of FIELD_TYPES) {
      if (spec.role === 'field') expect(FIELD_REGISTRY[spec.type], spec.type).toBeTruthy();
      if (spec.role === 'display') expect(DISPLAY_RULES[spec.type], spec.type).toBeTruthy();
    }
    const used = new Set([...walkRules(everyTypeForm)].map(({ rule }) => rule.type));
    expect(FIELD_TYPES.filter((t) => !used.has(t.type)).map((t) => t.type)).toEqual([]);
  });

  it('shows every field type, nested layouts, display rules and help text', async () => {
    const { container } = renderWithProviders(<FormRenderer rules={everyTypeForm} mode="preview" />);
    for (const rule of formFields(everyTypeForm)) expect(screen.getByText(rule.title!)).toBeTruthy();
    expect(screen.getByText('请按身份证填写')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '基本信息' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '身份信息' })).toBeTruthy();
    expect(container.querySelectorAll('.ant-col-sm-12')).toHaveLength(2);
    for (const text of ['填写须知', '请如实填写', '一段说明文字', '分隔标题', '展示按钮'])
      expect(screen.getByText(text)).toBeTruthy();
    expect(container.querySelector('img[src="/a.png"]')).toBeTruthy();
    expect(container.querySelector('video[src="/v.mp4"]')).toBeTruthy();
    // No upload given: file fields are disabled with the hint.
    expect(screen.getAllByText('保存表单后可在填写页上传文件')).toHaveLength(3);
    expect((container.querySelector('#f_upload') as HTMLButtonElement).disabled).toBe(true);
    // The designer's button never submits.
    expect(screen.getByRole('button', { name: '展示按钮' }).getAttribute('type')).toBe('button');
    expect(screen.getByRole('button', { name: buttonName('提交') })).toBeTruthy();
    expect(screen.queryByRole('button', { name: buttonName('重置') })).toBeNull();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  });

  const validated: FormRule[] = [
    {
      type: 'input',
      field: 'name',
      title: '姓名',
      validate: [{ type: 'string', mode: 'required', required: true, message: '请输入姓名' }],
    },
    {
      type: 'input',
      field: 'code',
      title: '编号',
      validate: [{ type: 'string', mode: 'pattern', pattern: '^\\d+$', message: '编号只能是数字' }],
    },
    { type: 'UserPhone', field: 'phone', title: '手机号' },
    { type: 'UserIdcard', field: 'idcard', title: '身份证号' },
    {
      type: 'checkbox',
      field: 'likes',
      title: '爱好',
      options: [{ label: '读书', value: 'read' }],
      validate: [{ type: 'array', mode: 'required', required: true }],
    },
  ];

  it('shows the contract’s own messages and the required marks', async () => {
    const onSubmit = vi.fn();
    const { container } = renderWithProviders(<FormRenderer rules={validated} onSubmit={onSubmit} />);
    expect(container.querySelectorAll('.ant-form-item-required')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText('编号'), 'abc');
    await userEvent.type(screen.getByLabelText('手机号'), '12345');
    await userEvent.type(screen.getByLabelText('身份证号'), '110101201313010011');
    await userEvent.click(screen.getByRole('button', { name: buttonName('提交') }));
    // Each field's message renders on its own once its own validation settles: wait for every one.
    for (const message of [
      '请输入姓名',
      '编号只能是数字',
      formMessages.phone,
      formMessages.idcard,
      fieldProblem(validated[4]!, [])!,
    ])
      expect(await screen.findByText(message)).toBeTruthy();
    expect(fieldProblem(validated[4]!, [])).toBe('请输入爱好');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('opens the tab pane holding a field in error when a submit fails', async () => {
    const required = [{ type: 'string' as const, mode: 'required' as const, required: true }];
    const tabs: FormRule[] = [
      {
        type: 'tabs',
        children: [
          {
            type: 'tabPane',
            props: { label: '基本信息' },
            children: [{ type: 'input', field: 'note', title: '备注' }],
          },
          {
            type: 'tabPane',
            props: { label: '联系方式' },
            children: [{ type: 'UserPhone', field: 'phone', title: '手机号', validate: required }],
          },
        ],
      },
    ];
    renderWithProviders(<FormRenderer rules={tabs} onSubmit={vi.fn()} />);
    expect(screen.getByRole('tab', { name: '基本信息' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: buttonName('提交') }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: '联系方式' }).getAttribute('aria-selected')).toBe('true'),
    );
    expect(await screen.findByText('请输入手机号')).toBeTruthy();
  });

  it('submits answers in the stored shapes', async () => {
    const onSubmit = vi.fn();
    const rules: FormRule[] = [
      { type: 'input', field: 'name', title: '姓名' },
      {
        type: 'checkbox',
        field: 'likes',
        title: '爱好',
        options: [
          { label: '读书', value: 'read' },
          { label: '跑步', value: 'run' },
          { label: '游泳', value: 3 },
        ],
      },
      { type: 'AreaSelect', field: 'area', title: '地区' },
      { type: 'switch', field: 'agree', title: '同意' },
      { type: 'datePicker', field: 'day', title: '日期', value: '2024-05-06', props: { type: 'date' } },
      { type: 'UserPhone', field: 'phone', title: '手机号' },
    ];
    renderWithProviders(<FormRenderer rules={rules} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('姓名'), '张三');
    await userEvent.click(screen.getByLabelText('读书'));
    await userEvent.click(screen.getByLabelText('游泳'));
    await userEvent.click(screen.getByRole('switch'));
    await userEvent.type(screen.getByLabelText('手机号'), '13800138000');
    const area = screen.getByLabelText('地区').closest('.ant-select') as HTMLElement;
    fireEvent.mouseDown(area.querySelector('.ant-select-content, .ant-select-selector') ?? area);
    for (const name of ['河南省', '郑州市', '新郑市'])
      await userEvent.click(
        await within(document.body).findByText(name, { selector: '.ant-cascader-menu-item-content' }),
      );
    await userEvent.click(screen.getByRole('button', { name: buttonName('提交') }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      name: '张三',
      likes: ['read', 3],
      area: ['41', '4101', '410184'],
      agree: true,
      day: '2024-05-06',
      phone: '13800138000',
    });
  });

  it('follows the form options: labels on top, no asterisk, hidden messages, reset', async () => {
    const { container } = renderWithProviders(
      <FormRenderer
        rules={validated.slice(0, 1)}
        options={{
          form: { labelPosition: 'top', hideRequiredAsterisk: true, showMessage: false },
          submitBtn: { show: false },
          resetBtn: true,
        }}
      />,
    );
    expect(container.querySelector('.ant-form-vertical')).toBeTruthy();
    expect(container.querySelector('.ant-form-item-required-mark-hidden')).toBeTruthy();
    expect(screen.queryByRole('button', { name: buttonName('提交') })).toBeNull();
    await userEvent.type(screen.getByLabelText('姓名'), '李四');
    await userEvent.click(screen.getByRole('button', { name: buttonName('重置') }));
    expect((screen.getByLabelText('姓名') as HTMLInputElement).value).toBe('');
    await act(async () => {});
  });
});
