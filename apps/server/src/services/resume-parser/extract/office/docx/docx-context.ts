import type { ResumeLine } from '../../resume-line.ts';
import type { DocxNumbering } from './docx-numbering.ts';
import type { DocxStyles } from './docx-styles.ts';
import type { XmlElement } from '../xml-tree.ts';

export type Region = ResumeLine['region'];

/** What reading one part of a DOCX (the body, a header, a footer) needs. */
export type DocxContext = {
  styles: DocxStyles;
  numbering: DocxNumbering;
  /** The region of the part, or of the text box or cell being read. */
  region: Region;
  /** The width between the page's margins, in twips: a box narrower than most of it is beside the text. */
  textWidth: number;
  /**
   * Open complex fields (w:fldChar), innermost last: true while their instructions are being read,
   * false once their result (what the page shows) has begun. A field can span paragraphs.
   */
  fields: boolean[];
  /** Reads block content (paragraphs and tables) in another region: a text box's, a cell's. */
  readBlocks: (container: XmlElement, region: Region) => ResumeLine[];
};
