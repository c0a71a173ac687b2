import { headingKind } from './section-headings.ts';

const NAME_WORD = /^[\p{Lu}\p{Lo}][\p{L}\p{M}'’.-]*$/u;
const PARTICLE = /^(van|von|de|der|den|da|di|del|della|la|le|du|dos|das|bin|ibn|al|el|y|zu|ter)$/i;
const NOT_A_NAME = /^(curriculum vitae|lebenslauf|resume|résumé|cv|życiorys|резюме)$/i;
const LABEL = /^(?:name|nom|nombre|nome|imie i nazwisko|имя|姓名|الاسم)\s*[:：]\s*/iu;

const titleCase = (word: string) =>
  word === word.toUpperCase() && word !== word.toLowerCase()
    ? word.charAt(0) + word.slice(1).toLowerCase()
    : word;

/** A line that reads as a person's name: two to five capitalised words, no digits or symbols. */
const asName = (line: string): string[] | null => {
  const text = line
    .split(/\t| \| /)[0]!
    .replace(LABEL, '')
    .trim();
  if (text.length > 60 || /[\d@/:,;()]/.test(text) || headingKind(text)) return null;
  if (NOT_A_NAME.test(text)) return null;
  const words = text.split(/\s+/).map(titleCase);
  if (words.length === 1 && /^[\p{Script=Han}]{2,4}$/u.test(text)) return [text];
  if (words.length < 2 || words.length > 5) return null;
  const isName = words.every((word) => NAME_WORD.test(word) || PARTICLE.test(word));
  return isName && NAME_WORD.test(words[0]!) ? words : null;
};

export type FoundName = { firstName: string; lastName: string; lineIndex: number };

/**
 * The candidate's name: the first name-like line near the top. A Chinese name written without a
 * space is the family name's character, then the given name.
 */
export const readName = (lines: readonly string[]): FoundName | null => {
  for (const [lineIndex, line] of lines.slice(0, 12).entries()) {
    const words = asName(line);
    if (!words) continue;
    if (words.length === 1) {
      const [name] = words as [string];
      return { lastName: name.slice(0, 1), firstName: name.slice(1), lineIndex };
    }
    return { firstName: words[0]!, lastName: words.slice(1).join(' '), lineIndex };
  }
  return null;
};
