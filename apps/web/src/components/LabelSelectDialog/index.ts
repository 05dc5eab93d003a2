// Tags are stored comma-joined: the contract's helpers, re-exported beside the dialog that yields them.
export { joinLabels, splitLabels } from '@hr/contract';
export { jobLabelsQueryKey, LabelSelectDialog, type LabelSelectDialogProps } from './LabelSelectDialog';
export { useLabelSelection } from './useLabelSelection';
