/**
 * A line of a resume in reading order, with what its layout says about it. Every format's reader
 * (PDF, DOCX, ODT, plain text) gives these; the field readers never see the format.
 */
export type ResumeLine = {
  /**
   * The line's text. Cells of a table row, and pieces set far apart on one line (dates at the
   * right margin), are separated by a tab.
   */
  text: string;
  /** Font size in points; 0 when the format does not say (plain text). */
  size: number;
  /** Most of its letters are bold (by the font, a bold run, or its paragraph style). */
  isBold: boolean;
  /**
   * A heading by the document's own structure: a Word or Writer heading style (Heading 1–6,
   * Title, Subtitle), an ODT `text:h`, an outline level. False where the format has none (PDF).
   */
  isHeading: boolean;
  /**
   * The line opens a new block: a paragraph after space larger than the line spacing, the first
   * line of a table cell, of a text box or of a column.
   */
  startsBlock: boolean;
  /**
   * Where the line sits: the page's main flow, a sidebar or text box set beside it, or the page
   * header or footer (a name and contact details are often there).
   */
  region: 'main' | 'side' | 'header' | 'footer';
};

/** A line with the defaults of a format that says nothing of its layout. */
export const plainLine = (text: string, overrides: Partial<ResumeLine> = {}): ResumeLine => ({
  text,
  size: 0,
  isBold: false,
  isHeading: false,
  startsBlock: false,
  region: 'main',
  ...overrides,
});
