import type { ResumeLine } from '../../resume-line.ts';
import type { XmlElement } from '../xml-tree.ts';
import type { createOdtLists } from './odt-lists.ts';
import type { OdtStyleSheet } from './odt-styles.ts';

export type Region = ResumeLine['region'];

/** What reading one part of an ODT (the body, a header, a footer) needs. */
export type OdtContext = {
  /** The body reads content.xml's automatic styles, a header or footer those of styles.xml. */
  sheet: OdtStyleSheet;
  lists: ReturnType<typeof createOdtLists>;
  /** The region of the part, or of the frame or cell being read. */
  region: Region;
  /** The width between the page's margins, in points. */
  textWidth: number;
  /** Reads block content (paragraphs, lists, tables) in another region: a frame's, a cell's. */
  readBlocks: (container: XmlElement, region: Region) => ResumeLine[];
};
