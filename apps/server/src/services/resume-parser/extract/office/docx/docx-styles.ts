import { isHeadingStyleName } from '../heading-style-names.ts';
import { descend, elements, firstElement, type XmlElement } from '../xml-tree.ts';
import {
  mergeProperties,
  readParagraphProperties,
  readRunProperties,
  type ParagraphProperties,
  type RunProperties,
} from './docx-properties.ts';

/** A paragraph style with its basedOn chain and the document's defaults folded in. */
export type ParagraphStyle = {
  styleId: string;
  run: RunProperties;
  paragraph: ParagraphProperties;
  /** A built-in heading, title or subtitle by name or styleId, or on an outline level (0 to 8). */
  isHeading: boolean;
};

export type DocxStyles = {
  paragraphStyle: (styleId: string | undefined) => ParagraphStyle;
  /** A character style's run properties with its chain, the paragraph's left out. */
  characterStyle: (styleId: string | undefined) => RunProperties;
  /** The numbering (w:numId) a numbering style stands for, which w:numStyleLink points at. */
  numberingStyleNumId: (styleId: string) => string | undefined;
};

type RawStyle = { id: string; name: string; basedOn?: string; element: XmlElement };

/** Word's own default when neither the defaults nor a style set a size (w:sz absent). */
const WORD_DEFAULT_SIZE = 10;
/** A basedOn chain longer than this is a loop or a hostile file. */
const MAX_CHAIN = 32;

const readRawStyles = (root: XmlElement | null) => {
  const byType = new Map<string, Map<string, RawStyle>>();
  const defaults = new Map<string, string>();
  for (const element of root === null ? [] : elements(root, 'w:style')) {
    const type = element.attributes['w:type'] ?? 'paragraph';
    const id = element.attributes['w:styleId'] ?? '';
    const styles = byType.get(type) ?? new Map<string, RawStyle>();
    byType.set(type, styles);
    styles.set(id, {
      id,
      name: firstElement(element, 'w:name')?.attributes['w:val'] ?? id,
      basedOn: firstElement(element, 'w:basedOn')?.attributes['w:val'],
      element,
    });
    const isDefault = ['1', 'true', 'on'].includes(element.attributes['w:default'] ?? '');
    if (isDefault && !defaults.has(type)) defaults.set(type, id);
  }
  return { byType, defaults };
};

/** The style and the ones it is based on, the furthest first. */
const chainOf = (styles: Map<string, RawStyle> | undefined, styleId: string | undefined) => {
  const chain: RawStyle[] = [];
  let style = styleId === undefined ? undefined : styles?.get(styleId);
  while (style !== undefined && chain.length < MAX_CHAIN && !chain.includes(style)) {
    chain.unshift(style);
    style = style.basedOn === undefined ? undefined : styles?.get(style.basedOn);
  }
  return chain;
};

export const readDocxStyles = (root: XmlElement | null): DocxStyles => {
  const { byType, defaults } = readRawStyles(root);
  const docDefaults = descend(root ?? undefined, 'w:docDefaults');
  const defaultRun = mergeProperties<RunProperties>(
    { size: WORD_DEFAULT_SIZE },
    readRunProperties(descend(docDefaults, 'w:rPrDefault', 'w:rPr')),
  );
  const defaultParagraph = readParagraphProperties(descend(docDefaults, 'w:pPrDefault', 'w:pPr'));
  const paragraphs = byType.get('paragraph');
  const resolved = new Map<string, ParagraphStyle>();

  const paragraphStyle = (styleId: string | undefined): ParagraphStyle => {
    const id =
      styleId !== undefined && paragraphs?.has(styleId) ? styleId : defaults.get('paragraph');
    const cached = resolved.get(id ?? '');
    if (cached !== undefined) return cached;
    const chain = chainOf(paragraphs, id);
    const paragraph = mergeProperties(
      defaultParagraph,
      ...chain.map((style) => readParagraphProperties(firstElement(style.element, 'w:pPr'))),
    );
    const isNamedHeading = chain.some(
      (style) => isHeadingStyleName(style.name) || isHeadingStyleName(style.id),
    );
    const style: ParagraphStyle = {
      styleId: id ?? '',
      run: mergeProperties(
        defaultRun,
        ...chain.map((raw) => readRunProperties(firstElement(raw.element, 'w:rPr'))),
      ),
      paragraph,
      isHeading: isNamedHeading || (paragraph.outlineLevel ?? 9) <= 8,
    };
    resolved.set(id ?? '', style);
    return style;
  };

  const characterStyle = (styleId: string | undefined) =>
    mergeProperties<RunProperties>(
      {},
      ...chainOf(byType.get('character'), styleId).map((style) =>
        readRunProperties(firstElement(style.element, 'w:rPr')),
      ),
    );

  const numberingStyleNumId = (styleId: string) =>
    readParagraphProperties(firstElement(byType.get('numbering')?.get(styleId)?.element, 'w:pPr'))
      .numId;

  return { paragraphStyle, characterStyle, numberingStyleNumId };
};
