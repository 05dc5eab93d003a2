import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isPublicPage, TEST_CASHIER_PATH } from '../../app/public-pages.ts';
import {
  buttonName,
  envelope,
  json,
  renderWithProviders,
} from '../train/form/renderer/fixtures.test-helper.tsx';
import TestCashierPage from './TestCashierPage.tsx';

const info = {
  outNo: 'TO1a2b3c',
  subject: '电工职业技能培训 报名费',
  amountCents: 36000,
  expireTime: '2026-11-26 10:30:00',
};
let payAnswer = envelope({ outNo: 'TO1a2b3c', outcome: 'applied' });
let infoAnswer = envelope(info);
const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
  if (url.startsWith('/api/backend-common/payment/test/cashier')) return json(infoAnswer);
  if (url.startsWith('/api/backend-common/payment/test/pay')) return json(payAnswer);
  return json(envelope(null, 404, '接口不存在'));
});
const payBodies = () =>
  fetchMock.mock.calls
    .filter(([url]) => url.startsWith('/api/backend-common/payment/test/pay'))
    .map(([, init]) => JSON.parse(String(init?.body)));

beforeEach(() => {
  payAnswer = envelope({ outNo: 'TO1a2b3c', outcome: 'applied' });
  infoAnswer = envelope(info);
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const renderPage = (ticket = 'abcdefgh.' + 'a'.repeat(64)) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[`${TEST_CASHIER_PATH}?ticket=${ticket}`]}>
      <Routes>
        <Route path={TEST_CASHIER_PATH} element={<TestCashierPage />} />
      </Routes>
    </MemoryRouter>,
  );

describe('TestCashierPage', () => {
  it('is a public page', () => {
    expect(isPublicPage(TEST_CASHIER_PATH)).toBe(true);
  });

  it('shows what is paid, says no money moves, and pays with the ticket', async () => {
    renderPage();
    expect(await screen.findByText('电工职业技能培训 报名费')).toBeTruthy();
    expect(screen.getByText('¥360.00')).toBeTruthy();
    expect(screen.getByText('测试支付：不会实际扣款')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: buttonName('确认支付') }));
    expect(await screen.findByText('支付成功')).toBeTruthy();
    expect(payBodies()).toEqual([{ ticket: `abcdefgh.${'a'.repeat(64)}`, result: 'succeeded' }]);
  });

  it('says an order already paid is not paid again', async () => {
    payAnswer = envelope({ outNo: 'TO1a2b3c', outcome: 'duplicate' });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: buttonName('确认支付') }));
    expect(await screen.findByText('该订单已支付，无需重复支付')).toBeTruthy();
  });

  it('lets the payer decline', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: buttonName('取消支付') }));
    expect(await screen.findByText('已取消支付')).toBeTruthy();
    expect(payBodies()).toEqual([{ ticket: `abcdefgh.${'a'.repeat(64)}`, result: 'failed' }]);
  });

  it('shows the server’s message for an expired or forged ticket', async () => {
    infoAnswer = envelope(null, 400, '支付链接无效或已过期');
    renderPage();
    expect(await screen.findByText('支付链接无效或已过期')).toBeTruthy();
    expect(screen.queryByRole('button', { name: buttonName('确认支付') })).toBeNull();
  });
});
