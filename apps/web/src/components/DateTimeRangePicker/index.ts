export {
  type DateTimeRange,
  DateTimeRangePicker,
  type DateTimeRangePickerProps,
  toDayjsRange,
  toStringRange,
} from './DateTimeRangePicker';
