import type { ResumeLine } from '../extract/resume-line.ts';
import type { ParsedResume } from '../parsed-resume.ts';
import { readItemBlocks, type ItemBlock } from './item-blocks.ts';
import { titleScore } from './role-words.ts';
import { readWorkHeading, type Pair, type WorkHeading } from './work-heading.ts';

type Work = ParsedResume['workExperience'][number];

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

const toWork = (
  block: ItemBlock,
  heading: WorkHeading,
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
  countries: readonly string[] = [],
): Work[] => {
  const entries = readItemBlocks(section)
    .filter((block) => block.dates !== null)
    .flatMap((block) => {
      const heading = readWorkHeading(block.lines, countries);
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
