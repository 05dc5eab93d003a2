export { actionsColumn, orDash } from './columns';
export { FilterActions } from './FilterActions';
export { RowAction, type RowActionProps } from './RowAction';
export { AddButton, TableToolbar, type ToolbarSearch } from './TableToolbar';
