export {
  type DateTimeRange,
  type DateTimeRangePickerProps,
  TAB_THROUGH_RANGE,
  toDayjsRange,
  toStringRange,
} from './DateTimeRangePicker';
export { DateTimeRangePicker, loadDateTimeRangePicker } from './LazyDateTimeRangePicker';
