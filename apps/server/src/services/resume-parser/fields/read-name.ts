import type { ResumeLine } from '../extract/resume-line.ts';
import { lowerCase } from './fold.ts';
import { splitName } from './name-order.ts';
import { headingKindByWords } from './section-headings.ts';

const NAME_WORD = /^[\p{Lu}\p{Lo}][\p{L}\p{M}'’.-]*$/u;
const PARTICLE =
  /^(van|von|de|der|den|da|di|del|della|la|le|du|dos|das|bin|ibn|al|el|y|zu|ter|e)$/i;
const NOT_A_NAME =
  /^(curriculum vitae|lebenslauf|resume|résumé|cv|życiorys|резюме|履歴書|職務経歴書|السيرة الذاتية|sơ yếu lý lịch)$/iu;
/** A title written before a name ('Mag. Sarah Huber', 'Avv. Giulia Romano'): no part of it. */
const HONORIFIC =
  /^(?:dr|prof|mag|ing|dipl\.?-ing|mgr|inż|dott|dott\.ssa|avv|arch|lic|mr|mrs|ms|mme|m|herr|frau|sr|sra|srta)\.?$/iu;
const LABEL =
  /^(?:name|nom|nombre|nome|họ và tên|họ tên|imie i nazwisko|imię i nazwisko|ad soyad|имя|姓名|氏名|الاسم)(?:\s*[:：]\s*|\t)/iu;

const titleCase = (word: string) =>
  word === word.toUpperCase() && word !== word.toLowerCase()
    ? word.charAt(0) + lowerCase(word.slice(1))
    : word;

/** Written in a script without capitals and without spaces between a name's parts. */
const isCjk = (text: string) =>
  /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}・\s]+$/u.test(text);

/** A line that reads as a person's name: two to five capitalised words, no digits or symbols. */
const asName = (line: string): string[] | null => {
  // a label in a cell of its own ('氏名 ⇥ 佐藤 健太') names the next cell
  const cells = line.replace(LABEL, '').split(/\t| \| /);
  // A name set with wide letter spacing comes apart at its word gaps: 'ZEYNEP ⇥ DEMİR'.
  const isSpacedName = cells.length <= 4 && cells.every((cell) => /^\p{Lu}+$/u.test(cell.trim()));
  const text = (isSpacedName ? cells.join(' ') : cells[0]!).replace(LABEL, '').trim();
  if (text.length > 60 || /[\d@/:,;()&+]/.test(text) || headingKindByWords(text)) return null;
  if (NOT_A_NAME.test(text) || NOT_A_NAME.test(text.replace(/\s+/g, ''))) return null;
  if (isCjk(text)) {
    const compact = text.replace(/\s+/g, ' ').trim();
    return compact.length >= 2 && compact.length <= 12 ? compact.split(' ') : null;
  }
  const words = text
    .split(/\s+/)
    .filter((word, index) => index > 0 || !HONORIFIC.test(word))
    .map(titleCase);
  if (words.length < 2 || words.length > 5) return null;
  const isName = words.every((word) => NAME_WORD.test(word) || PARTICLE.test(word));
  return isName && NAME_WORD.test(words[0]!) ? words : null;
};

export type FoundName = {
  firstName: string;
  lastName: string;
  /** The line the name is on, among the lines it was read from. */
  line: ResumeLine;
  confidence: number;
};

type Candidate = { words: string[]; line: ResumeLine; index: number; isLabelled: boolean };

const candidatesOf = (lines: readonly ResumeLine[]): Candidate[] =>
  lines.flatMap((line, index): Candidate[] => {
    const next = lines[index + 1];
    // a double family name broken at its hyphen: 'Camille Durand-' / 'Lefèvre'
    const rest = next?.text.split(/\t| \| /)[0]!.trim() ?? '';
    const joined =
      /\p{L}-$/u.test(line.text) && rest && !rest.includes(' ') ? asName(line.text + rest) : null;
    if (joined) return [{ words: joined, line, index, isLabelled: LABEL.test(line.text) }];
    const words = asName(line.text);
    if (words) return [{ words, line, index, isLabelled: LABEL.test(line.text) }];
    // a name set on two lines, given name above family name, alike
    const pair = next && next.size === line.size ? asName(`${line.text} ${next.text}`) : null;
    const isSingle = !line.text.includes(' ') && next && !next.text.includes(' ');
    return pair && isSingle ? [{ words: pair, line, index, isLabelled: false }] : [];
  });

/**
 * The candidate's name among the first lines: the name-like line set largest (a resume's name
 * is its biggest text), else the first. Sure when the type says so or the line is the first or
 * labelled; less when another name-like line competes, or nothing sets it apart.
 */
export const readName = (
  lines: readonly ResumeLine[],
  isKnownWord: (text: string) => boolean,
): FoundName | null => {
  const top = lines.slice(0, 25);
  const largest = Math.max(0, ...top.map((line) => line.size));
  const body = [...top].sort((a, b) => a.size - b.size)[Math.floor(top.length / 2)]?.size ?? 0;
  const scored = candidatesOf(top)
    .filter((candidate) => !isKnownWord(candidate.words.join(' ')))
    .map((candidate) => {
      const { line, index } = candidate;
      let score = 0.45;
      if (candidate.isLabelled) score += 0.5;
      if (largest > 0 && line.size === largest && largest >= body * 1.25) score += 0.45;
      else if (largest > 0 && line.size === largest) score += 0.2;
      if (index === 0) score += 0.3;
      else if (index <= 2) score += 0.1;
      if (line.isHeading) score += 0.15;
      if (line.region === 'footer') score -= 0.2;
      return { candidate, score };
    })
    .sort((a, b) => b.score - a.score || a.candidate.index - b.candidate.index);
  const [best, second] = scored;
  if (!best) return null;
  const isContested = second !== undefined && best.score - second.score < 0.15;
  const { words } = best.candidate;
  // Unsure of the name's parts: a CJK name with a part of one character (spaced out or cut).
  // (A right-to-left name comes in reading order: the PDF reader puts its letters back.)
  const isUnsure = isCjk(words.join('')) && words.some((word) => [...word].length === 1);
  const confidence = Math.min(isUnsure ? 0.6 : 0.98, best.score - (isContested ? 0.25 : 0));
  return { ...splitName(best.candidate.words), line: best.candidate.line, confidence };
};
