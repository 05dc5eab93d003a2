export {
  SLIDE_HANDLE_WIDTH,
  type SlideTrack,
  SlideVerify,
  type SlideVerifyHandle,
  type SlideVerifyProps,
} from './SlideVerify.tsx';
