export { downloadBlob, requireSelection, SELECT_ROWS_FIRST } from './download';
export { useFileExport } from './useFileExport';
