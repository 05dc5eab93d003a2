import { act, fireEvent, render, screen } from '@testing-library/react';
import { Modal } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { lazyDialog } from './lazyDialog';

interface Props {
  open: boolean;
  onCancel: () => void;
}

function RealDialog({ open, onCancel }: Props) {
  return (
    <Modal open={open} title="选择地址" onCancel={onCancel}>
      地图与搜索
    </Modal>
  );
}

describe('lazyDialog', () => {
  it('fetches nothing until opened, stands in with a named, loading dialog, then shows the real one', async () => {
    let arrive: (component: typeof RealDialog) => void = () => {};
    const load = vi.fn(() => new Promise<typeof RealDialog>((resolve) => (arrive = resolve)));
    const Dialog = lazyDialog(load, {
      kind: 'modal',
      title: () => '选择地址',
      isOpen: (p: Props) => p.open,
      onClose: (p: Props) => p.onCancel,
    });
    const onCancel = vi.fn();
    const { rerender } = render(<Dialog open={false} onCancel={onCancel} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();

    rerender(<Dialog open onCancel={onCancel} />);
    const standIn = await screen.findByRole('dialog', { name: '选择地址' });
    expect(standIn.querySelector('[role="status"]')?.textContent).toContain('加载中');
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(standIn, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);

    await act(async () => arrive(RealDialog));
    expect(await screen.findByText('地图与搜索')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
