<<<<<<< HEAD
import { MaterialType, materialTypeLabels } from '@hr/contract';
import { lazyDialog } from '../LazyDialog';
import type { MaterialPickerDialogProps } from './MaterialPickerDialog';

export { MaterialCard, type MaterialCardProps } from './MaterialCard';
export { MaterialGallery, type MaterialGalleryProps } from './MaterialGallery';
export type { MaterialPickerDialogProps };
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
=======
export { type MaterialLibraryApi, type MaterialLibraryName, materialLibrary } from './libraries';
export { MaterialCard, type MaterialCardProps } from './MaterialCard';
export { MaterialGallery, type MaterialGalleryProps } from './MaterialGallery';
export { MaterialPickerDialog, type MaterialPickerDialogProps } from './MaterialPickerDialog';
export { MediaPickerField, type MediaPickerFieldProps, type PickedMedia } from './MediaPickerField';
>>>>>>> main
export { groupLabel, materialKeys, useMaterialGroups, useReloadMaterials } from './materialQueries';
export { type PickedMaterial, toggleSelection } from './selection';
