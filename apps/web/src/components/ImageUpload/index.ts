export { ImageUpload, type ImageUploadProps } from './ImageUpload';
export { imageFromAnswer, type UploadedImage, uploadErrorText } from './imageUploadRules';
