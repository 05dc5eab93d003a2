import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { queueState, type UploadProgressItem, UploadProgressPanel } from './UploadProgressPanel';

const items: UploadProgressItem[] = [
  { uid: '1', name: '第一个.mp4', status: 'done', percent: 100 },
  { uid: '2', name: '第二个.mp4', status: 'uploading', percent: 40, detail: '上传中' },
  { uid: '3', name: '第三个.mp4', status: 'pending', percent: 0 },
  { uid: '4', name: '第四个.mp4', status: 'failed', percent: 0, error: '分片校验失败，请重新上传该分片' },
];

describe('UploadProgressPanel', () => {
  it('shows 上传完成 (done/total) and each file with its state', () => {
    render(<UploadProgressPanel items={items} onClose={() => {}} />);
    expect(screen.getByText('上传完成 (1/4)')).toBeTruthy();
    expect(screen.getByText('等待上传')).toBeTruthy();
    expect(screen.getByText('分片校验失败，请重新上传该分片')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
  });

  it('can be minimised to its header and expanded again', async () => {
    render(<UploadProgressPanel items={items} onClose={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: '最小化' }));
    expect(screen.queryByText('第一个.mp4')).toBeNull();
    expect(screen.getByText('上传完成 (1/4)')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '展开' }));
    expect(screen.getByText('第一个.mp4')).toBeTruthy();
  });

  it('closes, and offers cancel only while something is pending or uploading', async () => {
    const onClose = vi.fn();
    const onCancel = vi.fn();
    const { rerender } = render(<UploadProgressPanel items={items} onClose={onClose} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: '取消上传' }));
    expect(onCancel).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledOnce();
    rerender(<UploadProgressPanel items={[items[0]!]} onClose={onClose} onCancel={onCancel} />);
    expect(screen.queryByRole('button', { name: '取消上传' })).toBeNull();
  });

  it('states whether it uploads, waits for the next file, or has finished', () => {
    expect(queueState(items)).toBe('上传中');
    expect(queueState([items[0]!, items[2]!])).toBe('等待下一个文件');
    expect(queueState([items[0]!, items[3]!])).toBe('已结束');
  });
});
