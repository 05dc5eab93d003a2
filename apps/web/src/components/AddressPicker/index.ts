export { AddressPickerDialog, type AddressPickerDialogProps } from './AddressPickerDialog';
export { pickerOutput } from './usePickerState.ts';
