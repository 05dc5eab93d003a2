export { AddressPickerDialog, type AddressPickerDialogProps } from './AddressPickerDialog';
export { useDebounced } from './useDebounced.ts';
export { pickerOutput } from './usePickerState.ts';
