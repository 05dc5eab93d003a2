import { OTHER_INITIAL } from '@hr/contract';
import { pinyin } from 'pinyin-pro';

/** The name in toneless pinyin, syllables separated by spaces (polyphones read in context: 长白班 → chang). */
export const labelPinyin = (name: string): string =>
  pinyin(name.trim(), { toneType: 'none', separator: ' ', nonZh: 'consecutive' }).toLowerCase();

/** A–Z from the pinyin (or the Latin letter) the name starts with; `#` for anything else. */
export function labelInitial(name: string): string {
  const letter = labelPinyin(name).charAt(0).toUpperCase();
  return /^[A-Z]$/.test(letter) ? letter : OTHER_INITIAL;
}
