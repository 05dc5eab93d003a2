import { ColorPicker, InputNumber, Rate, Slider, Switch } from 'antd';
import { type FieldProps, numberProp, propsOf, textProp } from './types.ts';

type Num = number | [number, number];

export function NumberField({ rule, value, onChange, id, disabled }: FieldProps<number | null>) {
  return (
    <InputNumber
      id={id}
      disabled={disabled}
      value={value ?? null}
      min={numberProp(rule, 'min')}
      max={numberProp(rule, 'max')}
      step={numberProp(rule, 'step')}
      precision={numberProp(rule, 'precision')}
      placeholder={textProp(rule, 'placeholder') ?? '请输入'}
      style={{ width: 200, maxWidth: '100%' }}
      onChange={(next) => onChange?.(next === null ? null : Number(next))}
    />
  );
}

export function SliderField({ rule, value, onChange, id, disabled }: FieldProps<Num>) {
  const min = numberProp(rule, 'min') ?? 0;
  const common = {
    id,
    disabled,
    min,
    max: numberProp(rule, 'max') ?? 100,
    step: numberProp(rule, 'step') ?? 1,
  };
  if (rule.props?.range === true) {
    const pair = Array.isArray(value) ? value : [min, min];
    return (
      <Slider {...common} range value={pair} onChange={(next) => onChange?.(next as [number, number])} />
    );
  }
  return (
    <Slider
      {...common}
      value={typeof value === 'number' ? value : min}
      onChange={(next) => onChange?.(next as number)}
    />
  );
}

export function RateField({ rule, value, onChange, id, disabled }: FieldProps<number>) {
  return (
    <Rate
      id={id}
      disabled={disabled}
      count={numberProp(rule, 'max') ?? 5}
      allowHalf={rule.props?.allowHalf === true}
      value={typeof value === 'number' ? value : 0}
      onChange={(next) => onChange?.(next)}
    />
  );
}

/** A switch answers its activeValue/inactiveValue (true/false unless the rule names others). */
export function SwitchField({ rule, value, onChange, id, disabled }: FieldProps<unknown>) {
  const props = propsOf(rule);
  const active = props.activeValue ?? true;
  const inactive = props.inactiveValue ?? false;
  return (
    <Switch
      id={id}
      disabled={disabled}
      checked={value === active || (value !== undefined && String(value) === String(active))}
      checkedChildren={textProp(rule, 'activeText')}
      unCheckedChildren={textProp(rule, 'inactiveText')}
      onChange={(on) => onChange?.(on ? active : inactive)}
    />
  );
}

/** Answers the colour as hex text ('' when cleared). */
export function ColorField({ value, onChange, disabled }: FieldProps<string>) {
  return (
    <ColorPicker
      disabled={disabled}
      value={value || undefined}
      allowClear
      showText
      onChange={(color) => onChange?.(color.cleared ? '' : color.toHexString())}
      onClear={() => onChange?.('')}
    />
  );
}
