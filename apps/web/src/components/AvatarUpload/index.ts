export { AVATAR_FAILED, AvatarUpload, type AvatarUploadProps, type AvatarValue } from './AvatarUpload';
