import { fontFileFor, type FontFile } from './font-files.ts';

/** A piece of a line printed with one font file. */
export type TextRun = { text: string; file: FontFile };

/** Spaces, digits and punctuation: they take the font of the text around them when it has them. */
const NEUTRAL = /[\p{Script=Common}\p{Script=Inherited}]/u;

/**
 * Splits a line into runs by the font file that has each character (Latin, Cyrillic and Greek
 * from Noto Sans, Arabic from Noto Sans Arabic…), spaces and punctuation staying in the run
 * they are in when its font has them, so that a run of Arabic words is shaped and ordered as
 * one. A character no font has becomes '?'.
 */
export const splitRuns = (line: string): TextRun[] => {
  const runs: TextRun[] = [];
  for (const char of line.normalize('NFC')) {
    const codePoint = char.codePointAt(0)!;
    const current = runs.at(-1);
    const keepsCurrent = current && NEUTRAL.test(char) && current.file.covers(codePoint);
    const file = keepsCurrent ? current.file : fontFileFor(codePoint);
    const text = file ? char : '?';
    const chosen = file ?? fontFileFor(0x3f)!;
    if (current && current.file === chosen) current.text += text;
    else runs.push({ text, file: chosen });
  }
  return runs.flatMap(splitEdgeNeutrals);
};

/** Spaces and punctuation, not digits (a number belongs to the text it is in). */
const EDGE_NEUTRAL = String.raw`(?:(?!\p{Nd})[\p{Script=Common}\p{Script=Inherited}])`;
const EDGE_NEUTRALS = new RegExp(`^(${EDGE_NEUTRAL}*?)(.*?)(${EDGE_NEUTRAL}*)$`, 'su');

/**
 * Spaces and punctuation at the edges of a right-to-left run belong to the text around it, not
 * to the run: left in, fontkit would draw them on the run's far side ('— שלום' would print as
 * 'שלום —'). They are printed in the first left-to-right font that has them.
 */
const splitEdgeNeutrals = (run: TextRun): TextRun[] => {
  if (!run.file.isRtl) return [run];
  const [, before = '', inner = '', after = ''] = EDGE_NEUTRALS.exec(run.text) ?? [];
  const neutral = (text: string): TextRun[] => {
    const file = fontFileFor(text.codePointAt(0)!);
    return text ? [{ text, file: file && !file.isRtl ? file : fontFileFor(0x20)! }] : [];
  };
  // a number reads left to right inside right-to-left text: its own run, which fontkit keeps in order
  const pieces = inner
    .split(/(\p{Nd}+)/u)
    .filter(Boolean)
    // fontkit takes Arabic-Indic digits for Arabic script and reverses them: pre-reversed, they print in order
    .map((text) => ({
      text: /^[\u0660-\u0669\u06f0-\u06f9]+$/u.test(text) ? [...text].reverse().join('') : text,
      file: run.file,
    }));
  return [...neutral(before), ...pieces, ...neutral(after)];
};

/** A run without letters: it takes the direction of the text around it. */
const isNeutralRun = (run: TextRun) => !/\p{L}/u.test(run.text);

/**
 * The runs in the order they are drawn from left to right: right-to-left runs (Arabic, Hebrew)
 * and the spaces between them read from the right, and a line whose first letter is
 * right-to-left is laid out from the right. fontkit orders the glyphs inside each run.
 */
export const visualOrder = (runs: TextRun[]): { runs: TextRun[]; isRtl: boolean } => {
  const strong = runs.map((run) => (isNeutralRun(run) ? null : run.file.isRtl));
  const isRtl = strong.find((value) => value !== null) ?? false;
  const directions = strong.map((value, index) => {
    if (value !== null) return value;
    const before = strong.slice(0, index).findLast((item) => item !== null) ?? isRtl;
    const after = strong.slice(index + 1).find((item) => item !== null) ?? isRtl;
    return before === after ? before : isRtl;
  });
  const segments: { isRtl: boolean; runs: TextRun[] }[] = [];
  runs.forEach((run, index) => {
    const last = segments.at(-1);
    if (last && last.isRtl === directions[index]) last.runs.push(run);
    else segments.push({ isRtl: directions[index]!, runs: [run] });
  });
  const ordered = segments.map((segment) =>
    segment.isRtl ? segment.runs.toReversed() : segment.runs,
  );
  return { runs: (isRtl ? ordered.toReversed() : ordered).flat(), isRtl };
};
