import { APPLY_MESSAGES } from '@hr/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buttonName, envelope, renderWithApp, stubApi } from '../detail/fixtures.test-helper.tsx';
import type { ApplyRef } from './contracts.ts';
import { JoinStationDialog } from './JoinStationDialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const stations = Array.from({ length: 12 }, (_, i) => ({
  applyCode: `S${i + 1}`,
  applyName: `第${i + 1}服务站`,
}));
/** Pages of 10 of the stations whose name holds applyName. */
const stationPage = (url: string) => {
  const q = new URL(url, 'http://x').searchParams;
  const list = stations.filter((s) => s.applyName.includes(q.get('applyName') ?? ''));
  const from = (Number(q.get('pageNum')) - 1) * Number(q.get('pageSize'));
  return envelope({ records: list.slice(from, from + Number(q.get('pageSize'))), total: list.length });
};

// Invited to interview (5): the interview tab.
const apply: ApplyRef = {
  applyCode: 'AP1',
  resumeCode: 'R1',
  jobCode: 'J1',
  usrCode: 'U1',
  usrName: '张三',
  state: 8,
};

function setup(joinAnswer: () => unknown) {
  const api = stubApi({
    '/api/recruit/station/getActivitiStationList': stationPage,
    '/api/recruit/station/jobjoinStation': joinAnswer,
  });
  const onDone = vi.fn();
  renderWithApp(<JoinStationDialog apply={apply} onClose={vi.fn()} onDone={onDone} />);
  const dialog = screen.getByRole('dialog');
  const ok = () => userEvent.click(within(dialog).getByRole('button', { name: buttonName('确定') }));
  const openSelect = () => fireEvent.mouseDown(screen.getByLabelText('服务站'));
  return { api, onDone, ok, openSelect };
}

describe('JoinStationDialog', () => {
  it('requires a station (请选择服务站)', async () => {
    const { ok, api } = setup(() => envelope(null));
    await ok();
    expect(await screen.findByText(APPLY_MESSAGES.stationRequired)).toBeTruthy();
    expect(api.calls('/api/recruit/station/jobjoinStation')).toHaveLength(0);
  });

  it('pages the stations 10 at a time, loads more, and sends the join payload', async () => {
    const { ok, api, onDone, openSelect } = setup(() => envelope(null));
    openSelect();
    expect(await screen.findByText('已加载 10 / 12')).toBeTruthy();
    expect(api.query('/api/recruit/station/getActivitiStationList')).toEqual({
      pageNum: '1',
      pageSize: '10',
    });
    await userEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('已加载 12 / 12')).toBeTruthy();
    expect(api.query('/api/recruit/station/getActivitiStationList', 1)).toEqual({
      pageNum: '2',
      pageSize: '10',
    });
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
    await userEvent.click(screen.getByTitle('第2服务站'));
    await ok();
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(api.query('/api/recruit/station/jobjoinStation')).toEqual({
      stationCode: 'S2',
      statues: '5',
      jobCode: 'J1',
      usrCode: 'U1',
      applyCode: 'AP1',
    });
    expect(await screen.findByText('操作成功')).toBeTruthy();
  });

  it('searches stations by name', async () => {
    const { api, openSelect } = setup(() => envelope(null));
    openSelect();
    await userEvent.type(screen.getByLabelText('服务站'), '第3');
    await waitFor(() =>
      expect(api.calls('/api/recruit/station/getActivitiStationList').at(-1)![0]).toContain(
        `applyName=${encodeURIComponent('第3')}`,
      ),
    );
    expect(await screen.findByText('已加载 1 / 1')).toBeTruthy();
  });

  it('shows the server’s refusal as an error and stays open', async () => {
    const { ok, onDone, openSelect } = setup(() => envelope(null, 400, '服务站未运行，不能加入'));
    openSelect();
    await userEvent.click(await screen.findByTitle('第1服务站'));
    await ok();
    expect(await screen.findByText('服务站未运行，不能加入')).toBeTruthy();
    expect(document.querySelector('.ant-message-error')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });
});
