import {
  BULLET_LABEL,
  createListCounters,
  formatNumber,
  type NumberFormat,
} from '../list-labels.ts';
import { elements, type XmlElement } from '../xml-tree.ts';

const FORMATS: Record<string, NumberFormat> = {
  '1': 'decimal',
  a: 'lowerLetter',
  A: 'upperLetter',
  i: 'lowerRoman',
  I: 'upperRoman',
  '': 'none',
};

type ListCounters = ReturnType<typeof createListCounters>;

/** A list being read: its style, its depth (1 at the top) and the counters its items share. */
export type OdtList = { styleName: string | undefined; level: number; counters: ListCounters };

const levelStyle = (listStyle: XmlElement | undefined, level: number) =>
  listStyle === undefined
    ? undefined
    : elements(listStyle).find((style) => Number(style.attributes['text:level'] ?? 1) === level);

const startOf = (listStyle: XmlElement | undefined) => (index: number) =>
  Number(levelStyle(listStyle, index + 1)?.attributes['text:start-value'] ?? 1) || 1;

/**
 * A list item's label as Writer shows it: "• " for a bullet (or an image bullet), the level's
 * number with its prefix and suffix, and the upper levels' numbers as many as it displays.
 */
export const listLabel = ({
  list,
  listStyle,
  startValue,
}: {
  list: OdtList;
  listStyle: XmlElement | undefined;
  startValue: number | undefined;
}) => {
  const style = levelStyle(listStyle, list.level);
  const values = list.counters.next(list.level - 1, startOf(listStyle), startValue);
  if (style === undefined || style.name !== 'text:list-level-style-number') return BULLET_LABEL;
  const format = FORMATS[style.attributes['style:num-format'] ?? ''] ?? 'decimal';
  if (format === 'none') return '';
  const shown = Math.min(
    list.level,
    Math.max(1, Number(style.attributes['text:display-levels'] ?? 1) || 1),
  );
  const numbers = values.slice(list.level - shown).map((value, index) => {
    const upper = levelStyle(listStyle, list.level - shown + index + 1);
    return formatNumber(value, FORMATS[upper?.attributes['style:num-format'] ?? '1'] ?? 'decimal');
  });
  const prefix = style.attributes['style:num-prefix'] ?? '';
  const suffix = style.attributes['style:num-suffix'] ?? '';
  return `${prefix}${numbers.join('.')}${suffix} `;
};

/**
 * Counters shared the way Writer continues lists: a list continues the one it names
 * (text:continue-list) or, with text:continue-numbering, the last list of its style; any other
 * top-level list starts again. A nested list shares its parent's counters.
 */
export const createOdtLists = () => {
  const byId = new Map<string, ListCounters>();
  const lastOfStyle = new Map<string, ListCounters>();
  const open = (list: XmlElement, parent: OdtList | undefined, styleName: string | undefined) => {
    const resolvedStyle = list.attributes['text:style-name'] ?? parent?.styleName ?? styleName;
    if (parent !== undefined)
      return { styleName: resolvedStyle, level: parent.level + 1, counters: parent.counters };
    const continued = list.attributes['text:continue-list'];
    const counters =
      (continued === undefined ? undefined : byId.get(continued)) ??
      (list.attributes['text:continue-numbering'] === 'true'
        ? lastOfStyle.get(resolvedStyle ?? '')
        : undefined) ??
      createListCounters();
    const id = list.attributes['xml:id'];
    if (id !== undefined) byId.set(id, counters);
    lastOfStyle.set(resolvedStyle ?? '', counters);
    return { styleName: resolvedStyle, level: 1, counters };
  };
  return { open };
};
