import { act, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as download from './download';
import { useFileExport } from './useFileExport';

afterEach(() => vi.restoreAllMocks());

describe('useFileExport', () => {
  it('saves the file under the server name, spinning while it runs', async () => {
    const saved = vi.spyOn(download, 'downloadBlob').mockImplementation(() => {});
    const blob = new Blob(['x']);
    let finish: (v: { blob: Blob; fileName: string | null }) => void = () => {};
    const { result } = renderHook(() => useFileExport());
    let running: Promise<void> = Promise.resolve();
    act(() => {
      running = result.current.run(() => new Promise((resolve) => (finish = resolve)), '默认.xlsx');
    });
    expect(result.current.exporting).toBe(true);
    await act(async () => {
      finish({ blob, fileName: '小区列表.xlsx' });
      await running;
    });
    expect(saved).toHaveBeenCalledExactlyOnceWith(blob, '小区列表.xlsx');
    expect(result.current.exporting).toBe(false);
  });

  it('falls back to the given name when the server names none', async () => {
    const saved = vi.spyOn(download, 'downloadBlob').mockImplementation(() => {});
    const blob = new Blob(['x']);
    const { result } = renderHook(() => useFileExport());
    await act(() => result.current.run(async () => ({ blob, fileName: null }), '入住人员.xlsx'));
    expect(saved).toHaveBeenCalledExactlyOnceWith(blob, '入住人员.xlsx');
  });

  it("shows the server's message when the export fails and saves nothing", async () => {
    const saved = vi.spyOn(download, 'downloadBlob').mockImplementation(() => {});
    const { result } = renderHook(() => useFileExport());
    await act(() =>
      result.current.run(async () => {
        throw new Error('导出条数超过上限');
      }, 'x.xlsx'),
    );
    expect(await screen.findByText('导出条数超过上限')).toBeTruthy();
    expect(saved).not.toHaveBeenCalled();
    expect(result.current.exporting).toBe(false);
  });
});
