export {
  DEFAULT_PAGE_SIZES,
  type PageRequest,
  type PageResult,
  PagedTable,
  type PagedTableHandle,
  type PagedTableProps,
} from './PagedTable';
