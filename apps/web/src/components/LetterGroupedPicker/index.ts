export {
  ALL_LETTERS,
  type LetterGroup,
  LetterGroupedPicker,
  type LetterGroupedPickerProps,
  type PickerItem,
} from './LetterGroupedPicker';
