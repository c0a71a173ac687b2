import type { ResumeLine } from '../resume-line.ts';

/** What a run of text looks like: its size in points and whether it is set bold. */
export type RunStyle = { size: number; isBold: boolean };

type Piece = RunStyle & { text: string };

const LETTER = /[\p{L}\p{N}]/gu;
const VISIBLE = /\S/gu;

/** Letters and digits, or the visible characters when there are none (a line of "•" or "—"). */
const weightOf = (text: string) => text.match(LETTER)?.length ?? 0;

const weighed = (pieces: Piece[]) => {
  const hasLetters = pieces.some((piece) => weightOf(piece.text) > 0);
  return pieces.map((piece) => ({
    ...piece,
    weight: hasLetters ? weightOf(piece.text) : (piece.text.match(VISIBLE)?.length ?? 0),
  }));
};

/**
 * The size most of the letters have (the larger on a tie) and whether most of them are bold: a
 * name set in 20 pt with a 9 pt footnote mark is a 20 pt line.
 */
export const dominantStyle = (pieces: Piece[]): RunStyle => {
  const weights = weighed(pieces);
  const bySize = new Map<number, number>();
  let bold = 0;
  let total = 0;
  for (const { size, isBold, weight } of weights) {
    bySize.set(size, (bySize.get(size) ?? 0) + weight);
    if (isBold) bold += weight;
    total += weight;
  }
  let size = 0;
  let best = -1;
  for (const [candidate, weight] of bySize)
    if (weight > best || (weight === best && candidate > size)) [size, best] = [candidate, weight];
  return { size, isBold: total > 0 && bold * 2 > total };
};

/**
 * Tabs are cell separators: one tab, no spaces beside it, none at the ends. Soft hyphens are
 * invisible unless the line breaks there, which a reader of the text never sees.
 */
export const cleanLineText = (text: string) =>
  text
    .replace(/\u00ad/g, '')
    .replace(/[ \u00a0]*\t[\t \u00a0]*/g, '\t')
    .replace(/^\s+|\s+$/g, '');

export type LineBuilder = {
  /** Text in one style; a "\n" in it ends the line (a line break), a "\t" is a tab. */
  append: (text: string, style: RunStyle) => void;
  /** The last character appended since the last line break, or '' at the start of a line. */
  lastCharacter: () => string;
  /** Anything but white space appended yet. */
  hasText: () => boolean;
  /** The lines so far, empty ones left out; none starts a block (the caller says which does). */
  lines: (base: Pick<ResumeLine, 'isHeading' | 'region'>) => ResumeLine[];
};

export const createLineBuilder = (): LineBuilder => {
  const rows: Piece[][] = [[]];
  const append = (text: string, style: RunStyle) => {
    text.split('\n').forEach((part, index) => {
      if (index > 0) rows.push([]);
      if (part !== '') rows[rows.length - 1]!.push({ ...style, text: part });
    });
  };
  const lastCharacter = () => rows[rows.length - 1]!.at(-1)?.text.at(-1) ?? '';
  const lines = (base: Pick<ResumeLine, 'isHeading' | 'region'>) =>
    rows.flatMap((pieces): ResumeLine[] => {
      const text = cleanLineText(pieces.map((piece) => piece.text).join(''));
      if (text === '') return [];
      return [{ text, ...dominantStyle(pieces), ...base, startsBlock: false }];
    });
  const hasText = () => rows.some((pieces) => pieces.some((piece) => /\S/.test(piece.text)));
  return { append, lastCharacter, hasText, lines };
};
