export {
  CANCELLED,
  type ConfirmActionOptions,
  confirmAction,
  confirmDelete,
  DELETE_CANCELLED,
  DELETE_CONTENT,
} from './confirmAction';
