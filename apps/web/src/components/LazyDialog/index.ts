export { type LazyDialogOptions, lazyDialog } from './lazyDialog';
