import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RangeInput, type RangeInputProps, type RangeValue } from './RangeInput';

/** A parent that keeps the value, as a form does. */
function Controlled(props: Omit<RangeInputProps, 'value' | 'onChange'> & { spy: (v: RangeValue) => void }) {
  const { spy, ...rest } = props;
  const [value, setValue] = useState<RangeValue>(['', '']);
  return (
    <RangeInput
      {...rest}
      value={value}
      onChange={(next) => {
        spy(next);
        setValue(next);
      }}
    />
  );
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('RangeInput', () => {
  it('integer mode drops invalid keystrokes and leading zeros', async () => {
    const spy = vi.fn();
    render(<Controlled mode="integer" spy={spy} />);
    await userEvent.type(field('最小值'), '0a1-2.');
    await userEvent.type(field('最大值'), '300');
    expect(field('最小值').value).toBe('12');
    expect(field('最大值').value).toBe('300');
    expect(spy).toHaveBeenLastCalledWith(['12', '300']);
    // No 元 suffix for integers.
    expect(screen.queryByText('元')).toBeNull();
  });

  it('money mode keeps 2 decimals, formats on blur and shows 元', async () => {
    const spy = vi.fn();
    render(<Controlled mode="money" spy={spy} placeholder={['最低价', '最高价']} />);
    await userEvent.type(field('最低价'), '12.345');
    expect(field('最低价').value).toBe('12.34');
    await userEvent.type(field('最高价'), '5');
    expect(field('最低价').value).toBe('12.34');
    expect(field('最高价').value).toBe('5');
    await userEvent.tab();
    expect(field('最高价').value).toBe('5.00');
    expect(spy).toHaveBeenLastCalledWith(['12.34', '5.00']);
    expect(screen.getAllByText('元')).toHaveLength(2);
  });

  it('formats a whole amount to 2 decimals on blur', async () => {
    const spy = vi.fn();
    render(<Controlled mode="money" spy={spy} />);
    await userEvent.type(field('最小值'), '8.');
    await userEvent.tab();
    expect(field('最小值').value).toBe('8.00');
    expect(spy).toHaveBeenLastCalledWith(['8.00', '']);
  });

  it('does not report a keystroke it stripped', async () => {
    const onChange = vi.fn();
    render(<RangeInput mode="integer" value={['5', '']} onChange={onChange} />);
    await userEvent.type(field('最小值'), 'x');
    expect(onChange).not.toHaveBeenCalled();
    expect(field('最小值').value).toBe('5');
  });

  it('shows the given value and passes maxLength on', () => {
    render(<RangeInput mode="integer" value={['1', '99']} maxLength={4} />);
    expect(field('最小值').value).toBe('1');
    expect(field('最大值').value).toBe('99');
    expect(field('最大值').maxLength).toBe(4);
  });

  it('works without a value from the parent', async () => {
    const onChange = vi.fn();
    render(<RangeInput mode="integer" onChange={onChange} />);
    await userEvent.type(field('最小值'), '07');
    expect(field('最小值').value).toBe('7');
    expect(onChange).toHaveBeenLastCalledWith(['7', '']);
  });
});
