export {
  type DateTimeRange,
  DateTimeRangePicker,
  type DateTimeRangePickerProps,
  TAB_THROUGH_RANGE,
  toDayjsRange,
  toStringRange,
} from './DateTimeRangePicker';
