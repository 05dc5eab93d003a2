import { MaterialType, materialTypeLabels } from '@hr/contract';
import { lazyDialog } from '../LazyDialog';
import type { MaterialPickerDialogProps } from './MaterialPickerDialog';

/** The material picker as screens open it: the gallery's code is fetched on first open. */
export const MaterialPickerDialog = lazyDialog<MaterialPickerDialogProps>(
  () => import('./MaterialPickerDialog').then((m) => m.MaterialPickerDialog),
  {
    kind: 'modal',
    title: ({ type = MaterialType.image }) => `选择${materialTypeLabels[type]}`,
    isOpen: ({ open }) => open,
    onClose: ({ onCancel }) => onCancel,
    width: 960,
  },
);
