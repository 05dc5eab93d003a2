import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { FeedbackBridge } from '../feedback';
import { confirmAction, confirmDelete } from './confirmAction';

// antd puts a space between two Chinese characters of a button.
const okButton = () => screen.findByRole('button', { name: /确\s*定/ });
const cancelButton = () => screen.findByRole('button', { name: /取\s*消/ });
const dialogGone = () =>
  waitFor(() => expect(document.querySelector('.ant-modal-confirm, .hr-modal-confirm')).toBeNull());

describe('confirmAction', () => {
  it('shows the question, runs onOk on 确定 and resolves true', async () => {
    const onOk = vi.fn(async () => {});
    const result = confirmAction({ title: '请确认是否上线？', content: '上线后学员可见', onOk });
    await screen.findAllByText('请确认是否上线？');
    expect(screen.getByText('上线后学员可见')).toBeTruthy();
    await userEvent.click(await okButton());
    expect(await result).toBe(true);
    expect(onOk).toHaveBeenCalledOnce();
    await dialogGone();
    expect(screen.queryByText('已取消')).toBeNull();
  });

  it('shows 已取消 and does not run onOk when cancelled', async () => {
    const onOk = vi.fn(async () => {});
    const result = confirmAction({ title: '请确认是否下线？', onOk });
    await userEvent.click(await cancelButton());
    expect(await result).toBe(false);
    expect(await screen.findByText('已取消')).toBeTruthy();
    expect(onOk).not.toHaveBeenCalled();
  });

  it('uses the given cancel message', async () => {
    const result = confirmAction({
      title: '请确认是否停止活动？',
      onOk: async () => {},
      cancelMessage: '已取消停止',
    });
    await userEvent.click(await cancelButton());
    await result;
    expect(await screen.findByText('已取消停止')).toBeTruthy();
  });

  it('shows the error message and resolves false when onOk fails', async () => {
    const result = confirmAction({
      title: '请确认是否上线？',
      onOk: async () => {
        throw new Error('课程状态已变化，请刷新');
      },
    });
    await userEvent.click(await okButton());
    expect(await result).toBe(false);
    expect(await screen.findByText('课程状态已变化，请刷新')).toBeTruthy();
    await dialogGone();
  });

  it('goes through the <App> holder when FeedbackBridge is mounted', async () => {
    const view = render(
      <ConfigProvider prefixCls="hr">
        <App>
          <FeedbackBridge />
        </App>
      </ConfigProvider>,
    );
    const result = confirmAction({ title: '请确认是否上线？', onOk: async () => {} });
    await screen.findAllByText('请确认是否上线？');
    // The App holder follows ConfigProvider; antd's static Modal would use the ant- prefix.
    expect(document.querySelector('.hr-modal-confirm')).not.toBeNull();
    expect(document.querySelector('.ant-modal-confirm')).toBeNull();
    await userEvent.click(await cancelButton());
    expect(await result).toBe(false);
    expect((await screen.findByText('已取消')).closest('.hr-message')).not.toBeNull();

    // Unmounted: back to the static functions.
    view.unmount();
    void confirmAction({ title: '请确认是否下线？', onOk: async () => {} });
    await screen.findAllByText('请确认是否下线？');
    expect(document.querySelector('.ant-modal-confirm')).not.toBeNull();
  });
});

describe('confirmDelete', () => {
  it('asks with the default delete question and shows 已取消删除 on cancel', async () => {
    const onOk = vi.fn(async () => {});
    const result = confirmDelete(onOk);
    await screen.findAllByText('此操作将删除当前数据, 是否继续?');
    await userEvent.click(await cancelButton());
    expect(await result).toBe(false);
    expect(await screen.findByText('已取消删除')).toBeTruthy();
    expect(onOk).not.toHaveBeenCalled();
  });

  it('runs the delete with a custom question', async () => {
    const onOk = vi.fn(async () => {});
    const result = confirmDelete(onOk, '此操作将删除当前招聘信息, 是否继续?');
    await screen.findAllByText('此操作将删除当前招聘信息, 是否继续?');
    await userEvent.click(await okButton());
    expect(await result).toBe(true);
    expect(onOk).toHaveBeenCalledOnce();
  });
});
