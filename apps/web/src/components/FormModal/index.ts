export { FormModal, type FormModalBaseProps, type FormModalProps } from './FormModal';
export { useModalState } from './useModalState';
