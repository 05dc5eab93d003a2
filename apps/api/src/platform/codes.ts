import { randomBytes } from 'node:crypto';

/** Business codes such as `userCode`: a letter prefix and 16 random hex digits, never guessable in order. */
export const newCode = (prefix: string) => `${prefix}${randomBytes(8).toString('hex')}`;
