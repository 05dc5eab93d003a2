// Shared UI pieces; screens import from 'components' rather than reaching into the folders.
export * from './confirmAction';
export * from './DateTimeRangePicker';
export * from './DetailRow';
export * from './download';
export * from './FormModal';
export * from './feedback';
export * from './MenuIcon';
export * from './PagedTable';
export * from './Permission';
export * from './RangeInput';
export * from './StatusTabs';
export * from './TableParts';
