import type { ParsedResume } from '../parsed-resume.ts';
import { headingSegments, readItemBlocks, type ItemBlock } from './item-blocks.ts';
import { readLocation } from './read-location.ts';
import { titleScore } from './role-words.ts';

type Work = ParsedResume['workExperience'][number];

/** 'Engineer at Acme', 'Ingénieur chez Acme', 'Entwickler bei Acme', 'Engineer @ Acme'. */
const AT = /^(.+?)\s+(?:at|@|chez|bei|presso|en|w)\s+(\p{Lu}.*)$/u;

const titleAndCompany = (segments: readonly string[]): { title: string; company: string } => {
  if (segments.length === 1) {
    const at = AT.exec(segments[0]!);
    if (at) return { title: at[1]!.trim(), company: at[2]!.trim() };
    const comma = segments[0]!.split(/,\s+/);
    if (comma.length === 2) return titleAndCompany(comma);
    return { title: segments[0]!, company: '' };
  }
  const [first, second] = segments as [string, string];
  return titleScore(second) > titleScore(first)
    ? { title: second, company: first }
    : { title: first, company: second };
};

const toWork = (block: ItemBlock): Work | null => {
  const segments = headingSegments(block.lines);
  const locationIndex = segments.findIndex(
    (segment, index) => index > 0 && readLocation([segment]),
  );
  const location = locationIndex >= 0 ? segments.splice(locationIndex, 1)[0]! : '';
  if (segments.length === 0) return null;
  const { title, company } = titleAndCompany(segments.slice(0, 2));
  if (!title) return null;
  return {
    company,
    title,
    location,
    startDate: block.dates?.start ?? null,
    endDate: block.dates?.isCurrent ? null : (block.dates?.end ?? null),
    isCurrent: block.dates?.isCurrent ?? false,
    description: block.description.join('\n').slice(0, 5000),
  };
};

/** The jobs of an experience section, each a dated entry. */
export const readWork = (section: readonly string[]): Work[] =>
  readItemBlocks(section)
    .filter((block) => block.dates !== null)
    .flatMap((block) => toWork(block) ?? []);
