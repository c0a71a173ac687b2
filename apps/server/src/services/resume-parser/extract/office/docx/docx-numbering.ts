import {
  BULLET_LABEL,
  createListCounters,
  formatNumber,
  type NumberFormat,
} from '../list-labels.ts';
import { elements, firstElement, type XmlElement } from '../xml-tree.ts';

type Level = { format: NumberFormat; text: string; start: number; isLegal: boolean };

export type DocxNumbering = {
  /** The label a numbered paragraph shows ("• ", "2. ", "1.3 "), '' for none; counts the item. */
  label: (numId: string, level: number) => string;
};

const FORMATS = new Set<string>([
  'bullet',
  'none',
  'decimal',
  'decimalZero',
  'lowerLetter',
  'upperLetter',
  'lowerRoman',
  'upperRoman',
]);

const valueOf = (element: XmlElement | undefined, name: string) =>
  firstElement(element, name)?.attributes['w:val'];

const readLevel = (lvl: XmlElement): Level => {
  const format = valueOf(lvl, 'w:numFmt') ?? 'decimal';
  const start = Number.parseInt(valueOf(lvl, 'w:start') ?? '1', 10);
  return {
    format: (FORMATS.has(format) ? format : 'decimal') as NumberFormat,
    text: valueOf(lvl, 'w:lvlText') ?? '',
    start: Number.isFinite(start) ? start : 1,
    isLegal: firstElement(lvl, 'w:isLgl') !== undefined,
  };
};

const levelIndex = (element: XmlElement) =>
  Number.parseInt(element.attributes['w:ilvl'] ?? '0', 10) || 0;

const readLevels = (parent: XmlElement) =>
  new Map(elements(parent, 'w:lvl').map((lvl) => [levelIndex(lvl), readLevel(lvl)]));

type Instance = { key: string; levels: Map<number, Level> };

/** The label a level's text gives, "%1." with the counters in their levels' formats. */
const labelFor = (level: Level, levels: Map<number, Level>, values: number[]) => {
  if (level.format === 'none') return '';
  if (level.format === 'bullet') return level.text === '' ? '' : BULLET_LABEL;
  const text = level.text.replace(/%([1-9])/g, (_, digit: string) => {
    const index = Number(digit) - 1;
    const format = level.isLegal ? 'decimal' : (levels.get(index)?.format ?? 'decimal');
    return formatNumber(values[index] ?? 1, format === 'bullet' ? 'decimal' : format);
  });
  return text.trim() === '' ? '' : `${text.trim()} `;
};

/**
 * The lists of numbering.xml. Paragraphs of two w:num that share an abstract numbering count on
 * together, as Word shows them, unless a w:num restarts it (w:lvlOverride).
 */
export const readDocxNumbering = (
  root: XmlElement | null,
  numberingStyleNumId: (styleId: string) => string | undefined,
): DocxNumbering => {
  const abstracts = new Map(
    (root === null ? [] : elements(root, 'w:abstractNum')).map((abstract) => [
      abstract.attributes['w:abstractNumId'] ?? '',
      abstract,
    ]),
  );
  const nums = new Map(
    (root === null ? [] : elements(root, 'w:num')).map((num) => [
      num.attributes['w:numId'] ?? '',
      num,
    ]),
  );

  const abstractOf = (numId: string, depth = 0): XmlElement | undefined => {
    const abstract = abstracts.get(valueOf(nums.get(numId), 'w:abstractNumId') ?? '');
    const linkedStyle = valueOf(abstract, 'w:numStyleLink');
    if (linkedStyle === undefined || depth > 2) return abstract;
    const linkedNumId = numberingStyleNumId(linkedStyle);
    return linkedNumId === undefined ? abstract : abstractOf(linkedNumId, depth + 1);
  };

  const instances = new Map<string, Instance>();
  const instanceOf = (numId: string): Instance | undefined => {
    const known = instances.get(numId);
    if (known !== undefined) return known;
    const num = nums.get(numId);
    const abstract = abstractOf(numId);
    if (num === undefined || abstract === undefined) return undefined;
    const levels = readLevels(abstract);
    const overrides = elements(num, 'w:lvlOverride');
    for (const override of overrides) {
      const index = levelIndex(override);
      const lvl = firstElement(override, 'w:lvl');
      const base = lvl === undefined ? levels.get(index) : readLevel(lvl);
      const start = Number.parseInt(valueOf(override, 'w:startOverride') ?? '', 10);
      if (base !== undefined) levels.set(index, Number.isFinite(start) ? { ...base, start } : base);
    }
    const key =
      overrides.length > 0 ? `num:${numId}` : `abstract:${valueOf(num, 'w:abstractNumId')}`;
    const instance = { key, levels };
    instances.set(numId, instance);
    return instance;
  };

  const counters = new Map<string, ReturnType<typeof createListCounters>>();
  const label = (numId: string, level: number) => {
    const instance = instanceOf(numId);
    const definition = instance?.levels.get(level);
    if (instance === undefined || definition === undefined) return '';
    const listCounters = counters.get(instance.key) ?? createListCounters();
    counters.set(instance.key, listCounters);
    const values = listCounters.next(level, (index) => instance.levels.get(index)?.start ?? 1);
    return labelFor(definition, instance.levels, values);
  };

  return { label };
};
