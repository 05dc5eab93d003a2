export { RangeInput, type RangeInputProps, type RangeValue } from './RangeInput';
export {
  formatMoney,
  INTEGER_PATTERN,
  isRangeOrdered,
  MONEY_PATTERN,
  moneyToCents,
  normaliseInteger,
  normaliseMoney,
} from './rangeValue';
