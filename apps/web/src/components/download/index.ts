export { downloadBlob, requireSelection, SELECT_ROWS_FIRST } from './download';
