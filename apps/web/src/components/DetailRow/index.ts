export { DetailRow, type DetailRowProps, EMPTY_VALUE } from './DetailRow';
