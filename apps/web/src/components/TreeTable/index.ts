export { type TreeExpansion, TreeTable, type TreeTableProps, useTreeExpansion } from './TreeTable';
