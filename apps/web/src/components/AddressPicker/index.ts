export { AddressField, type AddressFieldProps } from './AddressField.tsx';
export { AddressPickerDialog, type AddressPickerDialogProps } from './lazy.ts';
export { useDebounced } from './useDebounced.ts';
export { pickerOutput } from './usePickerState.ts';
