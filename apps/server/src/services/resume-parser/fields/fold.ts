const COMBINING_MARKS = /[\u0300-\u036f]/g;

/** Lower case without accents ('Expérience' → 'experience', 'Łódź' → 'lodz'). */
export const foldText = (text: string) =>
  text.normalize('NFKD').replace(COMBINING_MARKS, '').replace(/ł/gi, 'l').toLowerCase();

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
