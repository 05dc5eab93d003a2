export { type LicenceRecognised, LicenceUpload, type LicenceUploadProps } from './LicenceUpload';
export { type LicenceUploadState, useLicenceUpload } from './useLicenceUpload';
