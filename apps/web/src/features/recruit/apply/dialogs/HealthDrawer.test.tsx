import { APPLY_MESSAGES } from '@hr/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderWithApp, stubApi } from '../detail/fixtures.test-helper.tsx';
import { HealthDrawer } from './HealthDrawer.tsx';

afterEach(() => vi.unstubAllGlobals());

const entry = (healthCode: string, createTime: string) => ({
  healthCode,
  createTime,
  healthImgUrl: `/signed/${healthCode}-code.png`,
  proveImgUrl: `/signed/${healthCode}-prove.png`,
});

describe('HealthDrawer', () => {
  it('says 暂无打卡记录 when the applicant never checked in', async () => {
    const api = stubApi({ '/api/recruit/health/queryHealthProveListUser': () => envelope([]) });
    renderWithApp(<HealthDrawer userCode="U1" userName="张三" onClose={vi.fn()} />);
    expect(await screen.findByText(APPLY_MESSAGES.noHealthRecords)).toBeTruthy();
    expect(screen.getByText('疫情打卡记录 - 张三')).toBeTruthy();
    expect(api.query('/api/recruit/health/queryHealthProveListUser')).toEqual({ userCode: 'U1' });
  });

  it('groups the check-ins by date, the latest open, each with its two pictures', async () => {
    stubApi({
      '/api/recruit/health/queryHealthProveListUser': () =>
        envelope([
          {
            subDate: '2026-05-10',
            healthProveList: [entry('H3', '2026-05-10 08:00:00'), entry('H2', '2026-05-10 18:00:00')],
          },
          { subDate: '2026-05-09', healthProveList: [entry('H1', '2026-05-09 08:30:00')] },
        ]),
    });
    renderWithApp(<HealthDrawer userCode="U1" onClose={vi.fn()} />);
    const today = await screen.findByRole('button', { name: /2026-05-10（2次）/ });
    const yesterday = screen.getByRole('button', { name: /2026-05-09（1次）/ });
    expect(today.getAttribute('aria-expanded')).toBe('true');
    expect(yesterday.getAttribute('aria-expanded')).toBe('false');
    const panel = today.closest('.ant-collapse-item') as HTMLElement;
    expect(within(panel).getByText('打卡时间：2026-05-10 08:00:00')).toBeTruthy();
    expect(
      within(panel)
        .getAllByAltText('健康码')
        .map((img) => img.getAttribute('src')),
    ).toEqual(['/signed/H3-code.png', '/signed/H2-code.png']);
    expect(within(panel).getAllByAltText('证明材料')).toHaveLength(2);

    await userEvent.click(yesterday);
    await waitFor(() => expect(screen.getByText('打卡时间：2026-05-09 08:30:00')).toBeTruthy());
    // A click on a picture opens the preview.
    await userEvent.click(screen.getAllByAltText('健康码')[0]!);
    await waitFor(() => expect(document.querySelector('.ant-image-preview')).toBeTruthy());
  });

  it('is closed without a user', () => {
    const api = stubApi({});
    renderWithApp(<HealthDrawer userCode={null} onClose={vi.fn()} />);
    expect(screen.queryByText('疫情打卡记录')).toBeNull();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});
