export { ReviewModal, type ReviewModalProps } from './ReviewModal';
