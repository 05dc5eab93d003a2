import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type DateTimeRange, DateTimeRangePicker, toDayjsRange, toStringRange } from './DateTimeRangePicker';

const inputs = () => screen.getAllByRole('textbox') as HTMLInputElement[];

/** A parent that keeps the value, as a form does. */
function Harness({ onChange }: { onChange: (value: DateTimeRange | null) => void }) {
  const [value, setValue] = useState<DateTimeRange | null>(null);
  return (
    <DateTimeRangePicker
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

describe('toDayjsRange / toStringRange', () => {
  it('round-trips API strings unchanged', () => {
    const range: DateTimeRange = ['2024-05-01 08:00:00', '2024-05-31 23:59:59'];
    expect(toStringRange(toDayjsRange(range))).toEqual(range);
  });

  it('refuses malformed or missing ends', () => {
    expect(toDayjsRange(['2024-05-01', '2024-05-31 23:59:59'])).toBeNull();
    expect(toDayjsRange(['2024-02-30 00:00:00', '2024-05-31 23:59:59'])).toBeNull();
    expect(toDayjsRange(null)).toBeNull();
    expect(toStringRange([dayjs('2024-05-01'), null])).toBeNull();
    expect(toStringRange(null)).toBeNull();
  });
});

describe('DateTimeRangePicker', () => {
  it('shows the value in YYYY-MM-DD HH:mm:ss', () => {
    render(<DateTimeRangePicker value={['2024-05-01 08:00:00', '2024-05-31 23:59:59']} />);
    expect(inputs().map((input) => input.value)).toEqual(['2024-05-01 08:00:00', '2024-05-31 23:59:59']);
    expect(inputs().map((input) => input.placeholder)).toEqual(['开始时间', '结束时间']);
  });

  it('shows nothing for null', () => {
    render(<DateTimeRangePicker value={null} />);
    expect(inputs().map((input) => input.value)).toEqual(['', '']);
  });

  it('reports typed dates as strings', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const [start, end] = inputs();
    await userEvent.click(start!);
    await userEvent.type(start!, '2024-05-01 08:00:00{Enter}');
    await userEvent.type(end!, '2024-05-31 18:30:00{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['2024-05-01 08:00:00', '2024-05-31 18:30:00']);
  });

  it('gives whole days when only days are picked: 00:00:00 to 23:59:59', async () => {
    const onChange = vi.fn();
    render(
      <DateTimeRangePicker
        onChange={onChange}
        defaultPickerValue={[dayjs('2024-05-01'), dayjs('2024-05-01')]}
      />,
    );
    await userEvent.click(inputs()[0]!);
    await userEvent.click(screen.getByTitle('2024-05-10'));
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await userEvent.click(screen.getByTitle('2024-05-12'));
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onChange).toHaveBeenLastCalledWith(['2024-05-10 00:00:00', '2024-05-12 23:59:59']);
  });

  it('reports null when cleared', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <DateTimeRangePicker value={['2024-05-01 08:00:00', '2024-05-31 23:59:59']} onChange={onChange} />,
    );
    const clear = container.querySelector('.ant-picker-clear')!;
    fireEvent.mouseDown(clear);
    fireEvent.mouseUp(clear);
    fireEvent.click(clear);
    expect(onChange).toHaveBeenCalledWith(null);
  });
});
