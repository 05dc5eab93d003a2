export { type UploadedVideo, uploadVideo } from './uploadVideo';
export { VideoUpload, type VideoUploadProps } from './VideoUpload';
