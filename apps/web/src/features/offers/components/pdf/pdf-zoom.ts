/** How the pages are sized: to the viewer's width (the default), or at a scale the reader chose. */
export type PdfZoom = { mode: 'fit' } | { mode: 'scale'; scale: number };

export const FIT_WIDTH: PdfZoom = { mode: 'fit' };

/** CSS pixels per PDF point at 100 %: a PDF inch (72 points) is a CSS inch (96 px), as pdf.js's viewer. */
export const CSS_PIXELS_PER_POINT = 96 / 72;

export const MIN_SCALE = 0.25;
export const MAX_SCALE = 5;

/** The stops of the zoom buttons, as scales of the page's true size. */
const STEPS = [0.25, 0.33, 0.5, 0.67, 0.75, 0.9, 1, 1.1, 1.25, 1.5, 1.75, 2, 2.5, 3, 4, 5];

export const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/** The next stop above `scale` (Zoom in). */
export const zoomInFrom = (scale: number) =>
  STEPS.find((step) => step > scale * 1.001) ?? MAX_SCALE;

/** The next stop below `scale` (Zoom out). */
export const zoomOutFrom = (scale: number) =>
  [...STEPS].reverse().find((step) => step < scale * 0.999) ?? MIN_SCALE;

/** The part of a page that has text on it, in PDF points from the page's left edge. */
export type TextSpan = { left: number; right: number };

/**
 * The scale at which a page fills the viewer's width. On a narrow viewer (a phone) the page's
 * empty side margins are left out, so the lines of text, not the paper, fill the screen: a letter
 * with 1-inch margins is then read at about 9 px instead of 7 without zooming; the margins are
 * a sideways scroll away.
 */
export const fitWidthScale = ({
  viewerWidth,
  pageWidth,
  text,
  isNarrow,
}: {
  viewerWidth: number;
  pageWidth: number;
  text: TextSpan | null;
  isNarrow: boolean;
}) => {
  // never past 150 % to fill a wide screen: a page that large is read line by line sideways
  const pageFit = Math.min(1.5, viewerWidth / (pageWidth * CSS_PIXELS_PER_POINT));
  if (!isNarrow || !text) return clampScale(pageFit);
  // a little paper either side of the text, so its first and last letters do not touch the edge
  const gutter = 12;
  const left = Math.max(0, text.left - gutter);
  const right = Math.min(pageWidth, text.right + gutter);
  // text filling most of the page already (or none at all) gains nothing from the trim
  if (right - left <= 0 || right - left > pageWidth * 0.95) return clampScale(pageFit);
  return clampScale(viewerWidth / ((right - left) * CSS_PIXELS_PER_POINT));
};

/** Where the text starts at a scale, in CSS pixels from the page's left edge (the scroll to show it). */
export const textStartAt = (text: TextSpan | null, scale: number) =>
  text ? Math.max(0, (text.left - 12) * CSS_PIXELS_PER_POINT * scale) : 0;

/** The scale the zoom stands for, given the viewer's fit. */
export const scaleOf = (zoom: PdfZoom, fitScale: number) =>
  zoom.mode === 'fit' ? fitScale : zoom.scale;

/**
 * The scroll position that keeps the point under the reader's fingers (or pointer) in place when
 * the scale changes from `from` to `to`: `offset` is the point's distance from the viewport's edge.
 */
export const anchoredScroll = ({
  scroll,
  offset,
  from,
  to,
}: {
  scroll: number;
  offset: number;
  from: number;
  to: number;
}) => Math.max(0, ((scroll + offset) * to) / from - offset);
