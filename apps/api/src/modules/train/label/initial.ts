import { OTHER_INITIAL } from '@hr/contract';

// pinyin-pro carries a large dictionary: it is loaded on first use (and kept out of the server bundle), not
// at every start.
const pinyinPro = () => import('pinyin-pro');

/** The name in toneless pinyin, syllables separated by spaces (polyphones read in context: 长白班 → chang). */
export async function labelPinyin(name: string): Promise<string> {
  const { pinyin } = await pinyinPro();
  return pinyin(name.trim(), { toneType: 'none', separator: ' ', nonZh: 'consecutive' }).toLowerCase();
}

/** A–Z from the pinyin (or the Latin letter) the name starts with; `#` for anything else. */
export async function labelInitial(name: string): Promise<string> {
  const letter = (await labelPinyin(name)).charAt(0).toUpperCase();
  return /^[A-Z]$/.test(letter) ? letter : OTHER_INITIAL;
}

/** The derived columns of a label name. */
export const nameColumns = async (name: string) => ({
  labelInitial: await labelInitial(name),
  labelPinyin: await labelPinyin(name),
});
