import bidiModule from 'bidi-js';

// bidi-js's types declare an ES module's default export; its CommonJS build, which Node loads,
// exports the factory itself.
const bidiFactory = bidiModule as unknown as typeof bidiModule.default;
const bidi = bidiFactory();

/** Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms. */
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u;
const RIGHT_TO_LEFT_LETTERS = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/gu;
const LEFT_TO_RIGHT_LETTERS = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]/gu;

const count = (text: string, letters: RegExp) => text.match(letters)?.length ?? 0;

/** Most letters of the text are of a right-to-left script: a page or a line written that way. */
export const isMostlyRightToLeft = (text: string) =>
  RIGHT_TO_LEFT.test(text) &&
  count(text, RIGHT_TO_LEFT_LETTERS) >= count(text, LEFT_TO_RIGHT_LETTERS);

/**
 * The bidirectional algorithm's reordering of one line (UAX #9, rules L1 to L4): runs set right
 * to left are reversed and their brackets mirrored. The reordering is its own inverse on a line
 * of one base direction, so it turns logical order into visual order and visual into logical.
 */
const reorder = (text: string, direction: 'ltr' | 'rtl') =>
  bidi.getReorderedString(text, bidi.getEmbeddingLevels(text, direction));

/**
 * One PDF text item in the order its glyphs stand on the page, left to right. pdf.js gives the
 * text of a right-to-left item in logical order (it ran the algorithm on the item), where the
 * items themselves come in the page's order.
 */
export const visualItemText = (text: string, isRightToLeft: boolean): string =>
  isRightToLeft && [...text].length > 1 ? reorder(text, 'rtl') : text;

/**
 * Arabic fonts draw lam and alef as one glyph (لا لأ لإ لآ, and لى in many fonts), which the
 * PDF maps to its two letters in reading order; pdf.js reverses the item's letters, the
 * ligature's with them, giving 'اإلمارات' for 'الإمارات' and 'عىل' for 'على' (not always: a
 * run that pdf.js cuts at the ligature comes out right). Only the spellings no Arabic word has
 * are put back: two alefs before a lam, alef maksura before a lam (it ends a word).
 */
const repairLamAlef = (text: string) =>
  text.replace(/(?<=ا)([اأإآ])ل/gu, 'ل$1').replace(/ىل/gu, 'لى');

/**
 * A line of a PDF read left to right, its glyphs in the order they stand on the page, put in
 * the order it is read: Arabic and Hebrew words and letters come out reversed otherwise. The
 * base direction is the page's: on a right-to-left page a Latin word stays in its place, and a
 * line of Latin words alone still has its bullet and cells read from the right. On another page
 * a line with no letter of a right-to-left script is already in reading order.
 */
export const logicalLineText = (visual: string, isPageRightToLeft: boolean): string => {
  if (!isPageRightToLeft && !RIGHT_TO_LEFT.test(visual)) return visual;
  const isRightToLeft = isPageRightToLeft || isMostlyRightToLeft(visual);
  return repairLamAlef(reorder(visual, isRightToLeft ? 'rtl' : 'ltr'));
};
