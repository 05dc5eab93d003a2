export { MaterialPickerDialog } from './LazyMaterialPickerDialog';
export { type MaterialLibraryApi, type MaterialLibraryName, materialLibrary } from './libraries';
export { MaterialCard, type MaterialCardProps } from './MaterialCard';
export { MaterialGallery, type MaterialGalleryProps } from './MaterialGallery';
export type { MaterialPickerDialogProps } from './MaterialPickerDialog';
export { MediaPickerField, type MediaPickerFieldProps, type PickedMedia } from './MediaPickerField';
export { groupLabel, materialKeys, useMaterialGroups, useReloadMaterials } from './materialQueries';
export { type PickedMaterial, toggleSelection } from './selection';
