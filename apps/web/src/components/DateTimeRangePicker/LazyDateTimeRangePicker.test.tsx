import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DateTimeRangePicker } from './LazyDateTimeRangePicker';

const inputs = () => screen.getAllByRole('textbox') as HTMLInputElement[];

describe('DateTimeRangePicker (lazy stand-in)', () => {
  it('shows the value read-only in antd’s picker markup until it takes focus', () => {
    const { container } = render(
      <DateTimeRangePicker id="when" value={['2024-05-01 08:00:00', '2024-05-31 23:59:59']} />,
    );
    expect(container.querySelector('.ant-picker.ant-picker-range')).toBeTruthy();
    expect(inputs().map((input) => [input.value, input.readOnly])).toEqual([
      ['2024-05-01 08:00:00', true],
      ['2024-05-31 23:59:59', true],
    ]);
    expect(inputs()[0]!.id).toBe('when');
    expect(inputs().map((input) => input.placeholder)).toEqual(['开始时间', '结束时间']);
  });

  it('becomes the real picker when focused, keeping focus on the end that had it', async () => {
    render(<DateTimeRangePicker />);
    await act(async () => {
      fireEvent.focus(inputs()[1]!);
      inputs()[1]!.focus();
    });
    await waitFor(() => expect(inputs()[1]!.readOnly).toBe(false));
    expect(document.activeElement).toBe(inputs()[1]);
    expect(inputs()[1]!.placeholder).toBe('结束时间');
  });

  it('leaves focus where the user moved it while the real picker was arriving', async () => {
    // A fresh copy of the module: the picker's code not loaded yet.
    vi.resetModules();
    const lazy = await import('./LazyDateTimeRangePicker');
    render(
      <>
        <lazy.DateTimeRangePicker />
        <button type="button">查询</button>
      </>,
    );
    const next = screen.getByRole('button', { name: '查询' });
    await act(async () => {
      inputs()[1]!.focus();
      // The code arrives (the stand-in's own callback runs first and asks for the swap); before React swaps,
      // Tab takes the user to the next control.
      await lazy.loadDateTimeRangePicker();
      next.focus();
    });
    await waitFor(() => expect(inputs()[1]!.readOnly).toBe(false));
    expect(document.activeElement).toBe(next);
  });
});
