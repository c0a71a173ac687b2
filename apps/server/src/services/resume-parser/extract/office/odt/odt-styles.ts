import { lengthInPoints } from '../box-region.ts';
import { isHeadingStyleName } from '../heading-style-names.ts';
import { elements, firstElement, type XmlElement } from '../xml-tree.ts';
import {
  applyTextProperties,
  WRITER_DEFAULT_TEXT,
  type TextProperties,
} from './odt-text-properties.ts';

/** A paragraph style with its parent chain and the default style folded in. */
export type OdtParagraphStyle = {
  name: string;
  text: TextProperties;
  /** Points of space above and below (fo:margin-top, fo:margin-bottom). */
  spaceBefore: number;
  spaceAfter: number;
  isContextual: boolean;
  isPageBreakBefore: boolean;
  /** A heading style by name ("Heading 1", "Title", "Überschrift 2") or by outline level. */
  isHeading: boolean;
  listStyleName: string | undefined;
};

/** The styles a part's text is read with: its own automatic styles over the common ones. */
export type OdtStyleSheet = {
  paragraph: (name: string | undefined) => OdtParagraphStyle;
  /** A text style (text:span) over the properties of the text around it. */
  text: (name: string | undefined, around: TextProperties) => TextProperties;
  /** A style's element of this family, for the properties only tables and frames read. */
  find: (family: string, name: string | undefined) => XmlElement | undefined;
  /** The same style and its parents, the nearest first. */
  chain: (family: string, name: string | undefined) => XmlElement[];
  listStyle: (name: string | undefined) => XmlElement | undefined;
  pageLayout: (name: string | undefined) => XmlElement | undefined;
};

const MAX_CHAIN = 32;

const styleMap = (containers: (XmlElement | undefined)[]) => {
  const styles = new Map<string, XmlElement>();
  const lists = new Map<string, XmlElement>();
  const defaults = new Map<string, XmlElement>();
  const layouts = new Map<string, XmlElement>();
  for (const container of containers) {
    if (container === undefined) continue;
    for (const style of elements(container, 'style:style'))
      styles.set(`${style.attributes['style:family']}:${style.attributes['style:name']}`, style);
    for (const list of elements(container, 'text:list-style'))
      lists.set(list.attributes['style:name'] ?? '', list);
    for (const style of elements(container, 'style:default-style'))
      defaults.set(style.attributes['style:family'] ?? '', style);
    for (const layout of elements(container, 'style:page-layout'))
      layouts.set(layout.attributes['style:name'] ?? '', layout);
  }
  return { styles, lists, defaults, layouts };
};

const paragraphAttribute = (chain: XmlElement[], name: string) =>
  chain
    .map((style) => firstElement(style, 'style:paragraph-properties')?.attributes[name])
    .find((found) => found !== undefined);

/**
 * The styles of one part: `containers` from the most general (office:styles) to the most
 * particular (the part's office:automatic-styles), a later one's style of a name replacing an
 * earlier one's.
 */
export const readOdtStyleSheet = (containers: (XmlElement | undefined)[]): OdtStyleSheet => {
  const { styles, lists, defaults, layouts } = styleMap(containers);
  const find = (family: string, name: string | undefined) =>
    name === undefined ? undefined : styles.get(`${family}:${name}`);
  const chain = (family: string, name: string | undefined) => {
    const found: XmlElement[] = [];
    let style = find(family, name);
    while (style !== undefined && found.length < MAX_CHAIN && !found.includes(style)) {
      found.push(style);
      style = find(family, style.attributes['style:parent-style-name']);
    }
    return found;
  };
  const paragraphDefault = defaults.get('paragraph');
  const defaultText = applyTextProperties(paragraphDefault, WRITER_DEFAULT_TEXT);
  const resolved = new Map<string, OdtParagraphStyle>();

  const paragraph = (name: string | undefined): OdtParagraphStyle => {
    const cached = resolved.get(name ?? '');
    if (cached !== undefined) return cached;
    const styleChain = chain('paragraph', name);
    const withDefault = [...styleChain, ...(paragraphDefault ? [paragraphDefault] : [])];
    const space = (attribute: string) =>
      Math.max(0, lengthInPoints(paragraphAttribute(withDefault, attribute)) ?? 0);
    const style: OdtParagraphStyle = {
      name: name ?? '',
      text: styleChain.reduceRight((text, raw) => applyTextProperties(raw, text), defaultText),
      spaceBefore: space('fo:margin-top'),
      spaceAfter: space('fo:margin-bottom'),
      isContextual: paragraphAttribute(withDefault, 'style:contextual-spacing') === 'true',
      isPageBreakBefore: paragraphAttribute(styleChain, 'fo:break-before') === 'page',
      isHeading: styleChain.some(
        (raw) =>
          (raw.attributes['style:default-outline-level'] ?? '') !== '' ||
          isHeadingStyleName(raw.attributes['style:display-name'] ?? '') ||
          isHeadingStyleName(raw.attributes['style:name'] ?? ''),
      ),
      listStyleName: styleChain
        .map((raw) => raw.attributes['style:list-style-name'])
        .find((found) => found !== undefined && found !== ''),
    };
    resolved.set(name ?? '', style);
    return style;
  };

  const text = (name: string | undefined, around: TextProperties) =>
    chain('text', name).reduceRight(
      (inherited, raw) => applyTextProperties(raw, inherited),
      around,
    );

  return {
    paragraph,
    text,
    find,
    chain,
    listStyle: (name) => lists.get(name ?? ''),
    pageLayout: (name) => layouts.get(name ?? ''),
  };
};
