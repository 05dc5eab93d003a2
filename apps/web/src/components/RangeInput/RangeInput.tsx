import { Input } from 'antd';
import { type CSSProperties, useState } from 'react';
import { type FieldAria, fieldAria } from '../field-aria';
import { formatMoney, normaliseInteger, normaliseMoney } from './rangeValue';

export type RangeValue = [string, string];

export interface RangeInputProps extends FieldAria {
  /** integer: zero or positive integers; money: up to 2 decimals, shown with 元. */
  mode: 'integer' | 'money';
  value?: RangeValue;
  /** Optional so antd Form.Item can inject it. */
  onChange?: (value: RangeValue) => void;
  placeholder?: [string, string];
  maxLength?: number;
  disabled?: boolean;
  /** Form.Item passes its field id; it goes to the first input so the label focuses it. */
  id?: string;
  className?: string;
  style?: CSSProperties;
}

const EMPTY: RangeValue = ['', ''];

/** Min–max pair of inputs; strips invalid keystrokes instead of showing an error. */
export function RangeInput({
  mode,
  value,
  onChange,
  placeholder = ['最小值', '最大值'],
  maxLength,
  disabled,
  id,
  className,
  style,
  ...aria
}: RangeInputProps) {
  // Works uncontrolled too, e.g. in a filter bar that reads the value on search.
  const [inner, setInner] = useState<RangeValue>(EMPTY);
  const current = value ?? inner;
  const normalise = mode === 'integer' ? normaliseInteger : normaliseMoney;

  const update = (index: 0 | 1, text: string) => {
    const next: RangeValue = index === 0 ? [text, current[1]] : [current[0], text];
    if (next[0] === current[0] && next[1] === current[1]) return;
    setInner(next);
    onChange?.(next);
  };

  const field = (index: 0 | 1) => (
    <Input
      id={index === 0 ? id : undefined}
      aria-label={placeholder[index]}
      {...fieldAria(aria)}
      placeholder={placeholder[index]}
      value={current[index]}
      maxLength={maxLength}
      disabled={disabled}
      inputMode={mode === 'integer' ? 'numeric' : 'decimal'}
      suffix={mode === 'money' ? '元' : undefined}
      onChange={(event) => update(index, normalise(event.target.value))}
      // Money is shown with 2 decimals once the user leaves the field.
      onBlur={mode === 'money' ? () => update(index, formatMoney(current[index])) : undefined}
    />
  );

  return (
    <div className={className} style={{ display: 'flex', alignItems: 'center', gap: 8, ...style }}>
      {field(0)}
      <span style={{ flex: 'none' }}>至</span>
      {field(1)}
    </div>
  );
}
