// Letters that NFKD does not decompose into a base letter plus a combining mark.
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŧ: 't',
  ŋ: 'n',
  '\u2018': "'",
  '\u2019': "'",
  '\u02bc': "'",
};
const SPECIAL_PATTERN = new RegExp(`[${Object.keys(SPECIAL_LETTERS).join('')}]`, 'g');
const NON_ASCII = /[\u0080-\uffff]/;
// Only the Latin/Greek/Cyrillic diacritics block: marks of other scripts (Thai vowels, kana
// voicing marks, Devanagari matras) carry meaning and stay.
const DIACRITICS = /[\u0300-\u036f]/g;

/**
 * Lower case, compatibility forms (full-width letters, ligatures) and no diacritics: 'Zürich' and
 * 'ＺＵＲＩＣＨ' both become 'zurich'. NFC at the end recomposes what NFKD split but we keep
 * (Korean syllables, voiced kana); Thai SARA AM is restored because NFKD splits it in two.
 */
export const fold = (text: string): string => {
  if (!NON_ASCII.test(text)) return text.toLowerCase();
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(DIACRITICS, '')
    .replace(SPECIAL_PATTERN, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .normalize('NFC')
    .replace(/\u0e4d\u0e32/g, '\u0e33')
    .replace(/\u0ecd\u0eb2/g, '\u0eb3');
};
