import { continuesProse } from './prose.ts';
import { headingKind, type SectionKind } from './section-headings.ts';

export type Sections = { header: string[] } & Partial<Record<SectionKind, string[]>>;

/** Trims lines, drops empty ones and leading bullets' extra spaces. */
export const cleanLines = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) =>
      line
        .replace(/[ \u00a0\u2002-\u200b]+/g, ' ')
        .replace(/ *\t */g, '\t')
        .trim(),
    )
    .filter((line) => line !== '');

/**
 * The text cut at its section headings: the lines before the first heading are the header (name,
 * contact); a section that appears twice (two columns, two pages) is one. A word that ends a
 * wrapped line of prose ('…in every' / 'language') is no heading.
 */
export const splitSections = (lines: readonly string[]): Sections => {
  const sections: Sections = { header: [] };
  let current = sections.header;
  let previous: string | undefined;
  for (const line of lines) {
    const kind = continuesProse(line, previous) ? null : headingKind(line);
    previous = line;
    if (kind) {
      current = sections[kind] ??= [];
      continue;
    }
    current.push(line);
  }
  return sections;
};
