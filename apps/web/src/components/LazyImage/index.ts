export { LazyImage, LazyImagePreviewGroup } from './LazyImage';
