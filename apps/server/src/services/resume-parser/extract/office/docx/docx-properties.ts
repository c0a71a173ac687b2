import { firstElement, type XmlElement } from '../xml-tree.ts';

/** What a run's properties (w:rPr) say, each left undefined when they say nothing of it. */
export type RunProperties = {
  /** Points (w:sz is in half points). */
  size?: number;
  isBold?: boolean;
  /** Shown in capitals (w:caps, w:smallCaps), whatever the letters typed. */
  isCaps?: boolean;
  /** Not shown (w:vanish). */
  isHidden?: boolean;
};

/** What a paragraph's properties (w:pPr) say, each left undefined when they say nothing of it. */
export type ParagraphProperties = {
  /** Points of space before and after the paragraph. */
  spaceBefore?: number;
  spaceAfter?: number;
  /** Space between paragraphs of the same style is left out (w:contextualSpacing). */
  isContextual?: boolean;
  /** 0 to 8 for the outline's levels, 9 for body text. */
  outlineLevel?: number;
  numId?: string;
  numLevel?: number;
  isPageBreakBefore?: boolean;
};

const TWIPS_PER_POINT = 20;
/** Word's "auto" spacing before and after (w:beforeAutospacing), as HTML paragraphs have. */
const AUTO_SPACING_POINTS = 14;

const value = (element: XmlElement | undefined, name: string) =>
  firstElement(element, name)?.attributes['w:val'];

/** A toggle: present means on, unless its value says off ("0", "false", "off"). */
export const isOn = (element: XmlElement | undefined, name: string): boolean | undefined => {
  const found = firstElement(element, name);
  if (found === undefined) return undefined;
  const setting = found.attributes['w:val'];
  return setting === undefined || !['0', 'false', 'off', 'none'].includes(setting.toLowerCase());
};

const number = (text: string | undefined) => {
  if (text === undefined) return undefined;
  const parsed = Number.parseFloat(text);
  return Number.isFinite(parsed) ? parsed : undefined;
};

export const readRunProperties = (rPr: XmlElement | undefined): RunProperties => {
  const halfPoints = number(value(rPr, 'w:sz'));
  const caps = isOn(rPr, 'w:caps');
  const smallCaps = isOn(rPr, 'w:smallCaps');
  return {
    size: halfPoints !== undefined && halfPoints > 0 ? halfPoints / 2 : undefined,
    isBold: isOn(rPr, 'w:b'),
    isCaps: caps === undefined && smallCaps === undefined ? undefined : !!(caps || smallCaps),
    isHidden: isOn(rPr, 'w:vanish'),
  };
};

const spacing = (attributes: Record<string, string>, side: 'before' | 'after') => {
  if (isAutoSpacing(attributes[`w:${side}Autospacing`])) return AUTO_SPACING_POINTS;
  const twips = number(attributes[`w:${side}`]);
  return twips === undefined ? undefined : Math.max(0, twips) / TWIPS_PER_POINT;
};
const isAutoSpacing = (setting: string | undefined) =>
  setting !== undefined && ['1', 'true', 'on'].includes(setting.toLowerCase());

export const readParagraphProperties = (pPr: XmlElement | undefined): ParagraphProperties => {
  const spacingAttributes = firstElement(pPr, 'w:spacing')?.attributes ?? {};
  const numPr = firstElement(pPr, 'w:numPr');
  return {
    spaceBefore: spacing(spacingAttributes, 'before'),
    spaceAfter: spacing(spacingAttributes, 'after'),
    isContextual: isOn(pPr, 'w:contextualSpacing'),
    outlineLevel: number(value(pPr, 'w:outlineLvl')),
    numId: value(numPr, 'w:numId'),
    numLevel: number(value(numPr, 'w:ilvl')),
    isPageBreakBefore: isOn(pPr, 'w:pageBreakBefore'),
  };
};

/** Later properties over earlier ones, where the later say anything. */
export const mergeProperties = <T extends object>(...layers: T[]): T => {
  const merged: Record<string, unknown> = {};
  for (const layer of layers)
    for (const [key, setting] of Object.entries(layer))
      if (setting !== undefined) merged[key] = setting;
  return merged as T;
};
