import { lengthInPoints } from '../box-region.ts';
import { descend, elements, firstElement, type XmlElement } from '../xml-tree.ts';
import type { OdtStyleSheet } from './odt-styles.ts';

/** A4 with 2 cm margins, Writer's default page, when the page layout says nothing. */
const DEFAULT_TEXT_WIDTH = lengthInPoints('17cm')!;

const HEADERS = ['style:header-first', 'loext:header-first', 'style:header', 'style:header-left'];
const FOOTERS = ['style:footer-first', 'loext:footer-first', 'style:footer', 'style:footer-left'];

export type MasterPages = {
  /** The headers and footers the document's pages show, each master page's once. */
  headers: XmlElement[];
  footers: XmlElement[];
  textWidth: number;
};

/** The master page a block asks for (style:master-page-name): its pages start with it. */
const masterAskedBy = (block: XmlElement, sheet: OdtStyleSheet) => {
  const isTable = block.name === 'table:table';
  const styleName = block.attributes[isTable ? 'table:style-name' : 'text:style-name'];
  const name = sheet.find(isTable ? 'table' : 'paragraph', styleName)?.attributes[
    'style:master-page-name'
  ];
  return name === '' ? undefined : name;
};

const CONTENT = new Set(['text:p', 'text:h', 'text:list', 'table:table', 'text:section']);

const isShown = (element: XmlElement) => element.attributes['style:display'] !== 'false';

/**
 * The master pages the document uses: the one its first block asks for (else "Standard", else
 * the first), those it leads to (style:next-style-name, as "First Page" leads to "Standard"),
 * and any a later block asks for; with their headers and footers.
 */
export const readMasterPages = ({
  styles,
  body,
  bodySheet,
  stylesSheet,
}: {
  styles: XmlElement | null;
  body: XmlElement;
  bodySheet: OdtStyleSheet;
  stylesSheet: OdtStyleSheet;
}): MasterPages => {
  const masters = elements(
    descend(styles ?? undefined, 'office:master-styles') ?? body,
    'style:master-page',
  );
  const byName = new Map(masters.map((master) => [master.attributes['style:name'] ?? '', master]));
  const blocks = elements(body).filter((block) => CONTENT.has(block.name));
  const asked = blocks.map((block) => masterAskedBy(block, bodySheet));
  const start =
    asked[0] ?? (byName.has('Standard') ? 'Standard' : masters[0]?.attributes['style:name']);
  const used: XmlElement[] = [];
  const visit = (name: string | undefined) => {
    const master = name === undefined ? undefined : byName.get(name);
    if (master === undefined || used.includes(master)) return;
    used.push(master);
    visit(master.attributes['style:next-style-name']);
  };
  for (const name of [start, ...asked]) visit(name);
  const parts = (names: string[]) =>
    used.flatMap((master) => names.flatMap((name) => elements(master, name).filter(isShown)));
  const layout = stylesSheet.pageLayout(used[0]?.attributes['style:page-layout-name']);
  const properties = firstElement(layout, 'style:page-layout-properties')?.attributes ?? {};
  const width = lengthInPoints(properties['fo:page-width']);
  const margin = (side: string) =>
    lengthInPoints(properties[`fo:margin-${side}`] ?? properties['fo:margin']) ?? 0;
  const textWidth =
    width === undefined ? DEFAULT_TEXT_WIDTH : width - margin('left') - margin('right');
  return {
    headers: parts(HEADERS),
    footers: parts(FOOTERS),
    textWidth: textWidth > 0 ? textWidth : DEFAULT_TEXT_WIDTH,
  };
};
