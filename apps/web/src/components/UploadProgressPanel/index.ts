export {
  queueState,
  type UploadItemStatus,
  type UploadProgressItem,
  UploadProgressPanel,
  type UploadProgressPanelProps,
} from './UploadProgressPanel';
