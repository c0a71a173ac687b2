const COMBINING_MARKS = /[\u0300-\u036f]/g;
/** Arabic-Indic and Persian digits ('٢٠١٧', '۲۰۱۷'), read as the digits 0 to 9. */
const EASTERN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;
const westernDigit = (digit: string) => String((digit.charCodeAt(0) - 0x0660) % 0x90);

/**
 * Lower case without accents ('Expérience' → 'experience', 'Łódź' → 'lodz', 'Kasım' → 'kasim',
 * 'Đà' → 'da'), Arabic digits as 0 to 9.
 */
export const foldText = (text: string) =>
  text
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .replace(EASTERN_DIGITS, westernDigit)
    .replace(/ł/gi, 'l')
    .replace(/ı/g, 'i')
    .replace(/đ/gi, 'd')
    .toLowerCase();

/**
 * The same folding, character by character, keeping the length: a match's index in the folded
 * text is its index in the original, so what is around it can be cut out of the original.
 */
export const foldKeepingLength = (text: string) =>
  Array.from(text, (char) => {
    if (char.length !== 1) return char;
    const folded = foldText(char);
    return folded.length >= 1 ? folded[0]! : char;
  }).join('');

/**
 * Lower case as a reader writes it: the capital dotted İ of Turkish names ('DEMİR') becomes 'i',
 * not 'i' with a combining dot above, as the locale-free lower casing gives.
 */
export const lowerCase = (text: string) => text.toLowerCase().replace(/i\u0307/g, 'i');
