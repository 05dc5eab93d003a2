export { uploadEditorImage } from './uploadEditorImage';
export { isNetworkFailure, UploadAborted, type UploadFormOptions, uploadForm } from './uploadForm';
