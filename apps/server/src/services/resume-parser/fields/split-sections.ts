import type { ResumeLine } from '../extract/resume-line.ts';
import { foldText } from './fold.ts';
import { continuesProse } from './prose.ts';
import { headingKind, headingKindByWords, type SectionKind } from './section-headings.ts';

export type Sections = { header: ResumeLine[] } & Partial<Record<SectionKind, ResumeLine[]>>;

/** How a heading is set: its size, weight and capitals. */
type Style = { size: number; isBold: boolean; isCaps: boolean };

const isCaps = (text: string) => /\p{Lu}/u.test(text) && text === text.toLocaleUpperCase();
const styleOf = (line: ResumeLine): Style => ({
  size: line.size,
  isBold: line.isBold,
  isCaps: isCaps(line.text),
});
const sameStyle = (a: Style, b: Style) =>
  Math.abs(a.size - b.size) <= Math.max(a.size, b.size) * 0.03 &&
  a.isBold === b.isBold &&
  a.isCaps === b.isCaps;

/** The size most of the text is set in: the body's. */
export const bodySize = (lines: readonly ResumeLine[]) => {
  const counts = new Map<number, number>();
  for (const line of lines) counts.set(line.size, (counts.get(line.size) ?? 0) + line.text.length);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
};

/** Short, alone on its line, no sentence, date, address or number: what a heading looks like. */
const isHeadingShaped = (text: string) =>
  text.length <= 48 && text.split(/\s+/).length <= 5 && !/[@\d\t]|[.,;]$|https?:|www\./.test(text);

/**
 * Heading styles the document uses: those of its lines whose words name a section and which
 * stand out from the body (larger, bold, capitals or a heading style of the document itself).
 */
const headingStyles = (lines: readonly ResumeLine[], body: number): Style[] => {
  const styles: Style[] = [];
  for (const line of lines) {
    if (!headingKind(line.text)) continue;
    const style = styleOf(line);
    const standsOut = line.isHeading || style.isBold || style.isCaps || style.size > body + 0.5;
    if (standsOut && !styles.some((known) => sameStyle(known, style))) styles.push(style);
  }
  return styles;
};

/**
 * The section a line opens: a line that is a heading's words alone ('EXPÉRIENCE
 * PROFESSIONNELLE', 'Skills:'), or a line set like the document's headings whose words name a
 * section ('Work History & Achievements') or none that we know ('Volunteering', an unusual
 * title: a section of its own, read as none of the fields).
 */
const kindOf = (line: ResumeLine, styles: readonly Style[]): SectionKind | null => {
  const exact = headingKind(line.text);
  if (exact) return exact;
  if (!isHeadingShaped(line.text)) return null;
  const isStyled = line.isHeading || styles.some((style) => sameStyle(style, styleOf(line)));
  if (!isStyled || styles.length === 0) return null;
  return headingKindByWords(line.text) ?? 'other';
};

const DOCUMENT_TITLE =
  /^(?:curriculum vitae|cv|resume|lebenslauf|zyciorys|резюме|履歴書|職務経歴書|السيرة الذاتية|so yeu ly lich)$/u;

/**
 * A heading wrapped onto a second line set like the first ('EXPÉRIENCE' / 'PROFESSIONNELLE',
 * 'Formación' / 'académica' in a narrow column): the section the two lines name together.
 */
const wrappedHeadingKind = (heading: ResumeLine, line: ResumeLine): SectionKind | null =>
  line.region === heading.region &&
  sameStyle(styleOf(heading), styleOf(line)) &&
  isHeadingShaped(line.text)
    ? headingKind(`${heading.text} ${line.text}`)
    : null;

/**
 * The lines cut at their section headings: the lines before the first heading are the header
 * (name, contact); a section that appears twice (two columns, two pages) is one. Each region
 * (the main flow, a sidebar) goes on with its own section when the reading comes back to it, and
 * starts in the header. A word that ends a wrapped line of prose ('…in every' / 'language') is no
 * heading.
 */
export const splitSections = (lines: readonly ResumeLine[]): Sections => {
  const sections: Sections = { header: [] };
  const styles = headingStyles(lines, bodySize(lines));
  const openIn = new Map<ResumeLine['region'], ResumeLine[]>();
  let current = sections.header;
  let previous: ResumeLine | undefined;
  let heading: ResumeLine | undefined;
  for (const line of lines) {
    if (previous && previous.region !== line.region) {
      openIn.set(previous.region, current);
      current = openIn.get(line.region) ?? sections.header;
    }
    const isProse = continuesProse(line.text, previous?.text) && !line.startsBlock;
    const kind = isProse ? null : kindOf(line, styles);
    previous = line;
    const wrapped = heading ? wrappedHeadingKind(heading, line) : null;
    heading = undefined;
    if (wrapped) {
      current = sections[wrapped] ??= [];
      continue;
    }
    // The document's title ('Curriculum vitae', 'SƠ YẾU LÝ LỊCH') names no field.
    if (DOCUMENT_TITLE.test(foldText(line.text).trim())) continue;
    // A line set like the headings that names no section, before any heading of its region:
    // the header's headline ('Sous Chef' under the name), not a section.
    const isUnnamed = kind === 'other' && headingKindByWords(line.text) === null;
    if (kind && !(isUnnamed && current === sections.header)) {
      current = sections[kind] ??= [];
      heading = line;
      continue;
    }
    // A heading set in a column of its own, beside its first entry: 'Education ⇥ Ohio State'.
    const [first, ...rest] = line.text.split('\t');
    const besideKind = rest.length > 0 ? headingKind(first!) : null;
    if (besideKind) {
      current = sections[besideKind] ??= [];
      current.push({ ...line, text: rest.join('\t'), startsBlock: true });
      continue;
    }
    current.push(line);
  }
  return sections;
};
