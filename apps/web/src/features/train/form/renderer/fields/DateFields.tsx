import { DatePicker, TimePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { TAB_THROUGH_RANGE } from '../../../../../components/DateTimeRangePicker/index.ts';
import { type DateKind, dateKind, readTime, TIME_KIND } from './dateFormats.ts';
import { type FieldProps, textProp } from './types.ts';

type DateValue = string | [string, string];
type Pair = [Dayjs | null, Dayjs | null] | null;

const pairOf = (value: unknown, read: (text: unknown) => Dayjs | null): Pair =>
  Array.isArray(value) && value.length === 2 ? [read(value[0]), read(value[1])] : null;

/** A picked range as two texts, or '' when cleared. */
const textsOf = (range: Pair, kind: DateKind): DateValue =>
  range?.[0] && range[1] ? [kind.toText(range[0]), kind.toText(range[1])] : '';

export function DatePickerField({ rule, value, onChange, id, disabled }: FieldProps<DateValue>) {
  const type = String(rule.props?.type ?? 'date');
  const kind = dateKind(type);
  const read = (text: unknown) => (typeof text === 'string' ? kind.fromText(text) : null);
  const common = { id, disabled, picker: kind.picker, showTime: kind.showTime, style: { width: '100%' } };
  if (type.endsWith('range'))
    return (
      <DatePicker.RangePicker
        allowEmpty={TAB_THROUGH_RANGE}
        {...common}
        value={pairOf(value, read)}
        onChange={(range) => onChange?.(textsOf(range as Pair, kind))}
      />
    );
  return (
    <DatePicker
      {...common}
      value={read(value)}
      placeholder={textProp(rule, 'placeholder') ?? '请选择'}
      onChange={(d: Dayjs | null) => onChange?.(d ? kind.toText(d) : '')}
    />
  );
}

export function TimePickerField({ rule, value, onChange, id, disabled }: FieldProps<DateValue>) {
  const common = { id, disabled, style: { width: '100%' } };
  if (rule.props?.isRange === true)
    return (
      <TimePicker.RangePicker
        allowEmpty={TAB_THROUGH_RANGE}
        {...common}
        value={pairOf(value, readTime)}
        onChange={(range) => onChange?.(textsOf(range as Pair, TIME_KIND))}
      />
    );
  return (
    <TimePicker
      {...common}
      value={readTime(value)}
      placeholder={textProp(rule, 'placeholder') ?? '请选择时间'}
      onChange={(d: Dayjs | null) => onChange?.(d ? TIME_KIND.toText(d) : '')}
    />
  );
}
