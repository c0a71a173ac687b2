import { headingKind, headingKindByWords } from '../../fields/section-headings.ts';
import type { PdfItem } from './pdf-items.ts';
import { typographyOf, type PageLine } from './pdf-lines.ts';

/** The part of a page line on one side of a column gap. */
export type Piece = { line: PageLine; items: PdfItem[] };

/** A section heading of the narrow column, as one text, and the height it stands at. */
export type SideHeading = { text: string; y: number; pieces: Piece[] };

const styleOf = (piece: Piece) => typographyOf(piece.items);
const isSameStyle = (a: Piece, b: Piece) =>
  Math.abs(styleOf(a).size - styleOf(b).size) <= styleOf(a).size * 0.03 &&
  styleOf(a).isBold === styleOf(b).isBold;
const isHeadingShaped = (text: string) => text.split(/\s+/).length <= 4 && !/[\d@/:]/.test(text);

/**
 * The narrow column's section headings when they are set beside the entries they head (a
 * moderncv style, a designer's template: 'Experiencia' / 'profesional' level with the first
 * job of the main column), not over a sidebar's own content: from its first known heading on,
 * the column holds headings only (known ones, each alone or wrapped on two lines, and short
 * lines set like them: 'Colegiación'), two known at least. Its lines before the first heading
 * (an address, a photo's caption) stay a sidebar. Null otherwise.
 */
export const findSideHeadings = (
  side: readonly Piece[],
  textOf: (piece: Piece) => string,
): { before: Piece[]; headings: SideHeading[] } | null => {
  const headings: SideHeading[] = [];
  let first = -1;
  let known = 0;
  for (let index = 0; index < side.length; index += 1) {
    const piece = side[index]!;
    const next = side[index + 1];
    const isWrapped = next !== undefined && piece.line.y - next.line.y <= piece.line.size * 1.6;
    const joined = next && isWrapped ? `${textOf(piece)} ${textOf(next)}` : '';
    const text = textOf(piece);
    // 'Experiencia' / 'profesional', 'Flying' / 'experience', 'Licences and' / 'ratings'
    const isWrappedHeading =
      next !== undefined &&
      joined !== '' &&
      isSameStyle(piece, next) &&
      (headingKind(joined) !== null || (!headingKind(text) && headingKindByWords(joined) !== null));
    if (next && isWrappedHeading) {
      headings.push({ text: joined, y: piece.line.y, pieces: [piece, next] });
      index += 1;
      known += 1;
    } else if (headingKind(text)) {
      headings.push({ text, y: piece.line.y, pieces: [piece] });
      known += 1;
    } else if (first < 0) continue;
    else if (isHeadingShaped(text) && isSameStyle(piece, headings[0]!.pieces[0]!))
      headings.push({ text, y: piece.line.y, pieces: [piece] });
    else return null;
    if (first < 0) first = side.indexOf(headings[0]!.pieces[0]!);
  }
  if (known < 2) return null;
  return { before: side.slice(0, first), headings };
};
