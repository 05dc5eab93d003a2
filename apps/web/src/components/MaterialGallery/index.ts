export { MaterialCard, type MaterialCardProps } from './MaterialCard';
export { MaterialGallery, type MaterialGalleryProps } from './MaterialGallery';
export { MaterialPickerDialog, type MaterialPickerDialogProps } from './MaterialPickerDialog';
export { groupLabel, materialKeys, useMaterialGroups, useReloadMaterials } from './materialQueries';
export { type PickedMaterial, toggleSelection } from './selection';
