import { screen } from '@testing-library/react';
import { message } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadBlob, requireSelection } from './download';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('downloadBlob', () => {
  it('clicks a temporary download link for the blob and revokes its URL afterwards', () => {
    vi.useFakeTimers();
    const blob = new Blob(['a,b'], { type: 'text/csv' });
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export-1');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: { href: string; download: string; attached: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, attached: document.body.contains(this) });
    });

    downloadBlob(blob, '服务站列表.xlsx');

    expect(create).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([{ href: 'blob:export-1', download: '服务站列表.xlsx', attached: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    // Not revoked while the browser may still be reading it.
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledExactlyOnceWith('blob:export-1');
  });
});

describe('requireSelection', () => {
  it('passes when rows are selected, without a message', () => {
    const warning = vi.spyOn(message, 'warning');
    expect(requireSelection([{ id: 1 }])).toBe(true);
    expect(warning).not.toHaveBeenCalled();
  });

  it('refuses and warns 请先选择数据行 when nothing is selected', async () => {
    expect(requireSelection([])).toBe(false);
    expect(await screen.findByText('请先选择数据行')).toBeTruthy();
  });

  it('treats a missing selection as empty and takes a custom message', async () => {
    expect(requireSelection(undefined, '请先选择要导出的活动')).toBe(false);
    expect(await screen.findByText('请先选择要导出的活动')).toBeTruthy();
  });
});
