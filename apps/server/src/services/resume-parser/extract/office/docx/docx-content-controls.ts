import { elements, firstElement, type XmlElement } from '../xml-tree.ts';
import { alternativeContent } from './docx-text-boxes.ts';

const WRAPPERS = new Set(['w:customXml', 'w:ins', 'w:moveTo']);

/** A content control showing its placeholder ("Click here to enter text") holds no one's text. */
export const isPlaceholder = (sdt: XmlElement) =>
  firstElement(firstElement(sdt, 'w:sdtPr'), 'w:showingPlcHdr') !== undefined;

/**
 * The elements of these names in a container, in order, looked for inside content controls
 * (w:sdt), custom XML, insertions and the chosen branch of an mc:AlternateContent, where Word
 * puts whole paragraphs, tables, rows and cells too.
 */
export const unwrapped = (container: XmlElement, names: ReadonlySet<string>): XmlElement[] =>
  elements(container).flatMap((element) => {
    if (names.has(element.name)) return [element];
    if (element.name === 'w:sdt') {
      const content = firstElement(element, 'w:sdtContent');
      return isPlaceholder(element) || content === undefined ? [] : unwrapped(content, names);
    }
    if (WRAPPERS.has(element.name)) return unwrapped(element, names);
    if (element.name === 'mc:AlternateContent')
      return unwrapped({ ...element, children: alternativeContent(element) }, names);
    return [];
  });
