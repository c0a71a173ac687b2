import { tokensOf } from '../analysis/tokenize.ts';

export const suggestWords = (text: string) => tokensOf(text, 'suggest');

/** Display text: white space collapsed. */
export const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();
