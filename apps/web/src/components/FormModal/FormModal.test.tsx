import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider, Form, Input } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { describe, expect, it, vi } from 'vitest';
import { FormModal } from './FormModal';
import { useModalState } from './useModalState';

interface Values {
  name?: string;
}

function setup({ editing = false, onSubmit = vi.fn(async (_values: Values) => {}) } = {}) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  render(
    <ConfigProvider locale={zhCN}>
      <App>
        <FormModal<Values>
          open
          noun="角色"
          editing={editing}
          name="testForm"
          width={560}
          initialValues={{ name: editing ? '运营' : '' }}
          onSubmit={onSubmit}
          onClose={onClose}
          onSaved={onSaved}
        >
          <Form.Item name="name" label="名称" rules={[{ required: true, message: '请输入名称' }]}>
            <Input />
          </Form.Item>
        </FormModal>
      </App>
    </ConfigProvider>,
  );
  const ok = () => userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
  return { onSubmit, onSaved, onClose, ok };
}

describe('FormModal', () => {
  it('adds: titled 新增…, submits the values, says 新增成功 and reports the save', async () => {
    const { onSubmit, onSaved, ok } = setup();
    expect(screen.getByText('新增角色')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('名称'), '财务');
    await ok();
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(onSubmit).toHaveBeenCalledWith({ name: '财务' });
    expect(await screen.findByText('新增成功')).toBeTruthy();
  });

  it('edits: titled 编辑…, starts from the initial values and says 更新成功', async () => {
    const { onSubmit, onSaved, ok } = setup({ editing: true });
    expect(screen.getByText('编辑角色')).toBeTruthy();
    expect((screen.getByLabelText('名称') as HTMLInputElement).value).toBe('运营');
    await ok();
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(onSubmit).toHaveBeenCalledWith({ name: '运营' });
    expect(await screen.findByText('更新成功')).toBeTruthy();
  });

  it('does not submit a form that fails validation', async () => {
    const { onSubmit, onSaved, ok } = setup();
    await ok();
    expect(await screen.findByText('请输入名称')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows the error of a failed save, stays open and lets the user retry', async () => {
    const onSubmit = vi.fn(async (_values: Values) => {
      throw new Error('角色名称已存在');
    });
    const { onSaved, ok } = setup({ onSubmit });
    await userEvent.type(screen.getByLabelText('名称'), '财务');
    await ok();
    expect(await screen.findByText('角色名称已存在')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.queryByText('新增成功')).toBeNull();
    expect(screen.getByText('新增角色')).toBeTruthy();
    // The loading state is over: 确定 works again.
    await ok();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
  });

  it('closes on 取消', async () => {
    const { onClose, onSubmit } = setup();
    await userEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('useModalState', () => {
  it('opens with data and keeps the data when closed', () => {
    const { result } = renderHook(() => useModalState<string | null>(null));
    expect(result.current).toMatchObject({ open: false, data: null });
    act(() => result.current.show('R1'));
    expect(result.current).toMatchObject({ open: true, data: 'R1' });
    act(() => result.current.close());
    expect(result.current).toMatchObject({ open: false, data: 'R1' });
  });
});
