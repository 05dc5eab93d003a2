import { lazyDialog } from '../LazyDialog';
import type { AddressPickerDialogProps } from './AddressPickerDialog';

export type { AddressPickerDialogProps };
/** The address picker (map, search, history) as screens open it: its code is fetched on first open. */
export const AddressPickerDialog = lazyDialog<AddressPickerDialogProps>(
  () => import('./AddressPickerDialog').then((m) => m.AddressPickerDialog),
  {
    kind: 'modal',
    title: ({ title }) => title ?? '选择地址',
    isOpen: ({ open }) => open,
    onClose: ({ onCancel }) => onCancel,
    width: 980,
  },
);
