/**
 * A message as the lexicons read it: lower case, accents of Latin letters dropped ('é' -> 'e',
 * 'ł' -> 'l'; Japanese and Arabic marks kept), apostrophes and punctuation as spaces, one space
 * between words and one at each end.
 */
export const foldForLexicon = (text: string) =>
  ` ${text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .replace(/ł/g, 'l')
    .replace(/ß/g, 'ss')
    .replace(/[\s'’‘`´,;:!?¿¡.。、！？「」()[\]"“”«»…]+/gu, ' ')
    .trim()} `;
