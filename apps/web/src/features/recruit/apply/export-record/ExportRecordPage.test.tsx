import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderWithApp } from '../list/applicantList.test-helper.tsx';
import ExportRecordPage, { toExportRecordFilters } from './ExportRecordPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const record = {
  id: 1,
  exportType: 'apply',
  exportTypeName: '报名表',
  fileName: '报名表.xlsx',
  rowCount: 12,
  operator: '王丽',
  cmpyName: null,
  createTime: '2026-11-25 09:00:00',
};

describe('ExportRecordPage', () => {
  it('lists the export records and filters by operator', async () => {
    const fetchMock = vi.fn(
      async (_url: string) => new Response(JSON.stringify(envelope({ records: [record], total: 1 }))),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<ExportRecordPage />);
    expect(await screen.findByText('报名表.xlsx')).toBeTruthy();
    expect(screen.getByText('王丽')).toBeTruthy();
    await userEvent.type(screen.getByPlaceholderText('请输入操作人'), ' 王丽 ');
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) => String(url).includes(`operator=${encodeURIComponent('王丽')}`)),
      ).toBe(true),
    );
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(
      /^\/api\/recruit\/applyInfo\/queryExportRecord\?pageNum=1&pageSize=10$/,
    );
  });

  it('sends the time range as start and end', () => {
    expect(
      toExportRecordFilters({ operator: ' ', time: ['2026-11-01 00:00:00', '2026-11-02 23:59:59'] }),
    ).toEqual({
      startTime: '2026-11-01 00:00:00',
      endTime: '2026-11-02 23:59:59',
    });
    expect(toExportRecordFilters({})).toEqual({});
  });
});
