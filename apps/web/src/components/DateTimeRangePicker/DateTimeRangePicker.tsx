import { API_TIME_FORMAT } from '@hr/contract';
import { DatePicker } from 'antd';
import type { RangePickerProps } from 'antd/es/date-picker';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/** Start and end as the API speaks them: `YYYY-MM-DD HH:mm:ss`, Asia/Shanghai wall-clock time. */
export type DateTimeRange = [string, string];

export interface DateTimeRangePickerProps
  extends Omit<RangePickerProps, 'value' | 'defaultValue' | 'onChange' | 'showTime' | 'format'> {
  value?: DateTimeRange | null;
  onChange?: (value: DateTimeRange | null) => void;
}

/*
 * No time-zone conversion on purpose: the strings are Shanghai wall-clock time, shown and sent back as
 * written, so a browser in another zone neither shifts nor mislabels them.
 */

/** Strict parse of an API range; null unless both ends are valid. */
export function toDayjsRange(value: DateTimeRange | null | undefined): [Dayjs, Dayjs] | null {
  if (!value) return null;
  const start = dayjs(value[0], API_TIME_FORMAT, true);
  const end = dayjs(value[1], API_TIME_FORMAT, true);
  return start.isValid() && end.isValid() ? [start, end] : null;
}

/** The picker's dates as API strings; null when either end is missing. */
export function toStringRange(
  dates: readonly (Dayjs | null | undefined)[] | null | undefined,
): DateTimeRange | null {
  const [start, end] = dates ?? [];
  return start && end ? [start.format(API_TIME_FORMAT), end.format(API_TIME_FORMAT)] : null;
}

/**
 * Give to every antd RangePicker (`allowEmpty={TAB_THROUGH_RANGE}`). antd locks focus in a range's start
 * field while it is empty and not allowed to be, so Tab from an empty start loops between the two fields
 * and nothing after the picker can be reached. Allowing empty ends lets Tab move on; our pickers still
 * only ever report a range with both ends (a half-picked one reports no range and shows empty).
 */
export const TAB_THROUGH_RANGE: [boolean, boolean] = [true, true];

// Picking days only gives whole days: from 00:00:00 to 23:59:59.
const dayBounds: [Dayjs, Dayjs] = [dayjs('00:00:00', 'HH:mm:ss'), dayjs('23:59:59', 'HH:mm:ss')];

/** antd RangePicker with time, speaking `[start, end]` strings in the API format. */
export function DateTimeRangePicker({
  value,
  onChange,
  placeholder,
  ...pickerProps
}: DateTimeRangePickerProps) {
  return (
    <DatePicker.RangePicker
      allowEmpty={TAB_THROUGH_RANGE}
      {...pickerProps}
      placeholder={placeholder ?? ['开始时间', '结束时间']}
      showTime={{ defaultOpenValue: dayBounds }}
      format={API_TIME_FORMAT}
      value={toDayjsRange(value)}
      onChange={(dates) => onChange?.(toStringRange(dates))}
    />
  );
}
