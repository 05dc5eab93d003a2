export {
  DEFAULT_PAGE_SIZES,
  PagedTable,
  type PagedTableHandle,
  type PagedTableProps,
  type PageRequest,
  type PageResult,
} from './PagedTable';
export { namedPageItems } from './pagination';
export { useCrudTable } from './useCrudTable';
export { useLifecycleTable } from './useLifecycleTable';
