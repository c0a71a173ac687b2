/**
 * A name reduced to what compares: no accents, lower case, words apart by single spaces, no
 * punctuation ('Île-de-France' → 'ile de france', 'São Paulo, SP' → 'sao paulo sp').
 */
export const foldWords = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
