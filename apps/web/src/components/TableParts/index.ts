export { coverColumn, stateTagColumn } from './cells';
export { actionsColumn, compactFilters, orDash } from './columns';
export { FilterActions } from './FilterActions';
export { LifecycleActions, type LifecycleActionsProps } from './LifecycleActions';
export { RowAction, type RowActionProps } from './RowAction';
export { AddButton, TableToolbar, type ToolbarSearch } from './TableToolbar';
