import type { ResumeLine } from '../resume-line.ts';

type Region = ResumeLine['region'];

const POINTS_PER_UNIT: Record<string, number> = {
  pt: 1,
  in: 72,
  cm: 72 / 2.54,
  mm: 72 / 25.4,
  pc: 12,
  px: 0.75,
  '': 0.75,
};

/** A length as CSS, ODF and VML write it ("5.5cm", "2.1653in", "150pt"), in points. */
export const lengthInPoints = (length: string | undefined): number | undefined => {
  const match = /^\s*(-?[0-9]*\.?[0-9]+)\s*(pt|in|cm|mm|pc|px|)\s*$/i.exec(length ?? '');
  if (match === null) return undefined;
  return Number(match[1]) * POINTS_PER_UNIT[match[2]!.toLowerCase()]!;
};

/** A floating box this much of the text's width or wider spans the page: it is no sidebar. */
const SIDE_MAX_SHARE = 0.6;

/**
 * The region of a text box or frame: a box floating beside the text, narrower than most of
 * it, is a sidebar; a box in the flow (inline, or with no text beside it) belongs to the
 * text around it; whatever sits in a header or footer belongs to that header or footer.
 */
export const boxRegion = ({
  container,
  isFloating,
  hasTextBeside,
  widthShare,
}: {
  container: Region;
  isFloating: boolean;
  hasTextBeside: boolean;
  /** The box's width over the text's; undefined when the document does not say. */
  widthShare: number | undefined;
}): Region => {
  if (container !== 'main') return container;
  const isNarrow = widthShare === undefined || widthShare < SIDE_MAX_SHARE;
  return isFloating && hasTextBeside && isNarrow ? 'side' : 'main';
};
