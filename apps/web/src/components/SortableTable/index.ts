export { SortableTable, type SortableTableProps } from './SortableTable';
