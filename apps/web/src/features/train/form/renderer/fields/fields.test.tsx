import type { FormRule } from '@hr/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormRenderer } from '../FormRenderer.tsx';
import { buttonName, envelope, json, renderWithProviders } from '../fixtures.test-helper.tsx';
import { dateKind, readTime } from './dateFormats.ts';
import { LOCATE_FAILED } from './LocationField.tsx';
import { loadFetchOptions } from './useRuleOptions.ts';

const labels = [
  { labelName: '电工', labelCode: 'L1' },
  { labelName: '焊工', labelCode: 'L2' },
];
const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => json(envelope(labels)));
beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const parse = 'res => res.data.map(item => ({ label: item.labelName, value: item.labelCode }))';

describe('remote options', () => {
  it('sends data as the query of a GET and as the JSON body of a POST, then parses the answer', async () => {
    const rows = await loadFetchOptions({ action: '/train/labels/getLabels', data: { labelType: 1 }, parse });
    expect(rows.map((r) => [r.label, r.value])).toEqual([
      ['电工', 'L1'],
      ['焊工', 'L2'],
    ]);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/train/labels/getLabels?labelType=1');
    await loadFetchOptions({
      action: '/api/x/list',
      method: 'POST',
      data: { a: 'b' },
      parse: 'res => res.data',
    });
    const [url, init] = fetchMock.mock.calls[1]!;
    expect([url, init?.method, init?.body]).toEqual(['/api/x/list', 'POST', '{"a":"b"}']);
    expect(await loadFetchOptions({ action: '/x', parse: 'res => eval(res)' })).toEqual([]);
  });

  it('fills a field’s options from its fetch config', async () => {
    const rule: FormRule = {
      type: 'radio',
      field: 'skill',
      title: '工种',
      effect: { fetch: { action: '/train/labels/getLabels', method: 'GET', parse } },
    };
    renderWithProviders(<FormRenderer rules={[rule]} mode="preview" />);
    expect(await screen.findByLabelText('焊工')).toBeTruthy();
  });
});

describe('date and time texts', () => {
  it('reads and writes the stored formats', () => {
    const week = dateKind('week');
    expect(week.toText(week.fromText('2024-5')!)).toBe('2024-5');
    const datetime = dateKind('datetimerange');
    expect(datetime.showTime).toBe(true);
    expect(datetime.toText(datetime.fromText('2024-05-06 08:30:00')!)).toBe('2024-05-06 08:30:00');
    expect(dateKind('month').fromText('2024-13')).toBeNull();
    expect(readTime('08:30')?.format('HH:mm:ss')).toBe('08:30:00');
  });
});

describe('Location', () => {
  const rules: FormRule[] = [{ type: 'Location', field: 'place', title: '位置' }];
  const stubGeolocation = (impl: (ok: PositionCallback, fail: PositionErrorCallback) => void) =>
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition: impl } });

  it('says 定位失败 when the browser cannot locate', async () => {
    stubGeolocation((_ok, fail) => fail({ code: 3, message: 'timeout' } as GeolocationPositionError));
    renderWithProviders(<FormRenderer rules={rules} />);
    await userEvent.click(screen.getByRole('button', { name: /获取当前位置/ }));
    expect(await screen.findByText(LOCATE_FAILED)).toBeTruthy();
  });

  it('answers the position as GCJ-02 with the typed address', async () => {
    stubGeolocation((ok) =>
      ok({ coords: { longitude: 113.7, latitude: 34.4 } } as unknown as GeolocationPosition),
    );
    const onSubmit = vi.fn();
    renderWithProviders(<FormRenderer rules={rules} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: /获取当前位置/ }));
    await userEvent.type(await screen.findByPlaceholderText('请输入详细地址'), '金水路1号');
    await userEvent.click(screen.getByRole('button', { name: buttonName('提交') }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const place = onSubmit.mock.calls[0]![0].place;
    expect(place.address).toBe('金水路1号');
    // Shifted from WGS-84 to GCJ-02 (a few hundred metres in China).
    expect(place.lng).not.toBe(113.7);
    expect(Math.abs(place.lng - 113.7)).toBeLessThan(0.01);
  });
});

describe('preview', () => {
  it('shows the answers when the designer gives no submit handler', async () => {
    renderWithProviders(
      <FormRenderer
        rules={[{ type: 'input', field: 'name', title: '姓名', value: '王五' }]}
        mode="preview"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: buttonName('提交') }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('表单数据')).toBeTruthy();
    expect(within(dialog).getByText(/"name": "王五"/)).toBeTruthy();
  });
});
