import { randomBytes } from 'node:crypto';

/** Business codes such as `userCode`: a letter prefix and 16 random hex digits, never guessable in order. */
export const newCode = (prefix: string) => `${prefix}${randomBytes(8).toString('hex')}`;

/** `count` codes like newCode's, the randomness of all drawn at once (imports of many rows). */
export const newCodes = (prefix: string, count: number): string[] => {
  const hex = randomBytes(8 * count).toString('hex');
  return Array.from({ length: count }, (_, i) => `${prefix}${hex.slice(16 * i, 16 * i + 16)}`);
};
