export {
  RecordFormDrawer,
  type RecordFormDrawerProps,
  ReviewSubmitButtons,
  useRecordSave,
} from './FormDrawer';
