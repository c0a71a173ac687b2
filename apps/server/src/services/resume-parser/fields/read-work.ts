import type { ResumeLine } from '../extract/resume-line.ts';
import type { ParsedResume } from '../parsed-resume.ts';
import { headingSegments, readItemBlocks, type ItemBlock } from './item-blocks.ts';
import { readLocation } from './place/read-location.ts';
import { titleScore } from './role-words.ts';

type Work = ParsedResume['workExperience'][number];

/** 'Engineer at Acme', 'Ingénieur chez Acme', 'Entwickler bei Acme', 'Engineer @ Acme'. */
const AT = /^(.+?)\s+(?:at|@|chez|bei|presso|en|w)\s+(\p{Lu}.*)$/u;

/** An entry's title and company, in the order its heading gives them. */
type Pair = { first: string; second: string; isPair: boolean };

const toPair = (segments: readonly string[]): Pair => {
  if (segments.length === 1) {
    const at = AT.exec(segments[0]!);
    if (at) return { first: at[1]!.trim(), second: at[2]!.trim(), isPair: false };
    const comma = segments[0]!.split(/,\s+/);
    if (comma.length === 2) return toPair(comma);
    return { first: segments[0]!, second: '', isPair: false };
  }
  return { first: segments[0]!, second: segments[1]!, isPair: true };
};

/** How much more the first segment of a pair looks like the title than the second. */
const lean = (pair: Pair, tenantWords: ReadonlySet<string>) =>
  titleScore(pair.first, tenantWords) - titleScore(pair.second, tenantWords);

/**
 * Title and company. A resume writes all its entries one way ('Title — Company' or 'Company —
 * Title'), so the clues of all entries decide the order; only an entry with a strong clue of
 * its own may differ.
 */
const titleAndCompany = (pair: Pair, titleFirst: boolean, tenantWords: ReadonlySet<string>) => {
  const own = lean(pair, tenantWords);
  const isTitleFirst = !pair.isPair || (Math.abs(own) >= 4 ? own > 0 : titleFirst);
  return isTitleFirst
    ? { title: pair.first, company: pair.second }
    : { title: pair.second, company: pair.first };
};

type Heading = { pair: Pair; location: string };

const toHeading = (block: ItemBlock): Heading | null => {
  const segments = headingSegments(block.lines);
  // Beside a title alone, a place name may be the company's (Wayne Enterprises): a place is the
  // entry's location after a title and a company, or written as one ('Austin, TX').
  const locationIndex = segments.findIndex(
    (segment, index) =>
      index > 0 && (segments.length > 2 || segment.includes(',')) && readLocation([segment]),
  );
  const location = locationIndex >= 0 ? segments.splice(locationIndex, 1)[0]! : '';
  if (segments.length === 0) return null;
  return { pair: toPair(segments.slice(0, 2)), location };
};

const toWork = (
  block: ItemBlock,
  heading: Heading,
  titleFirst: boolean,
  tenantWords: ReadonlySet<string>,
): Work | null => {
  const { title, company } = titleAndCompany(heading.pair, titleFirst, tenantWords);
  const { location } = heading;
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
export const readWork = (
  section: readonly ResumeLine[],
  tenantWords: ReadonlySet<string> = new Set(),
): Work[] => {
  const entries = readItemBlocks(section)
    .filter((block) => block.dates !== null)
    .flatMap((block) => {
      const heading = toHeading(block);
      return heading ? [{ block, heading }] : [];
    });
  const titleFirst =
    entries.reduce(
      (sum, { heading }) => sum + (heading.pair.isPair ? lean(heading.pair, tenantWords) : 0),
      0,
    ) >= 0;
  return entries.flatMap(
    ({ block, heading }) => toWork(block, heading, titleFirst, tenantWords) ?? [],
  );
};
