import { profileSectionValueSchemas } from '@careers/shared';
import type { ParsedResume } from '../../services/resume-parser/index.ts';
import type { StoredSections } from './stored-profile.ts';

const key = (...parts: (string | null | undefined)[]) =>
  parts.map((part) => (part ?? '').trim().toLocaleLowerCase()).join('\u0000');

export type ListSections = Pick<
  StoredSections,
  'phones' | 'links' | 'workExperience' | 'education' | 'skills' | 'languages' | 'certifications'
>;
export type ListSection = keyof ListSections;

type Compared<T> = Omit<T, 'isParsed'>;

/** Two items are the same entry when these agree (case and surrounding space aside). */
export const SAME_ITEM: {
  [K in ListSection]: (item: Compared<ListSections[K][number]>) => string;
} = {
  phones: (item) => item.number.replace(/[^\d+]/g, ''),
  links: (item) => key(item.url.replace(/\/+$/, '')),
  workExperience: (item) => key(item.company, item.title),
  education: (item) => key(item.institution),
  skills: (item) => key(item.name),
  languages: (item) => key(item.name),
  certifications: (item) => key(item.name),
};

export const LIST_SECTIONS = Object.keys(SAME_ITEM) as ListSection[];

/**
 * The section's items with the parsed ones it lacks appended, marked `isParsed`: an entry the
 * profile has already (same company and title, same school, same skill name…) is not added again,
 * and an item the profile could not hold (no title, a bad date) is left out, not stored broken.
 */
export const mergeListItems = <S extends ListSection>(
  section: S,
  current: ListSections[S],
  parsed: ParsedResume[S],
): { items: ListSections[S]; added: number } => {
  const sameItem = SAME_ITEM[section] as (item: unknown) => string;
  const items = [...current] as unknown[];
  const seen = new Set(items.map(sameItem));
  let added = 0;
  for (const item of parsed as object[]) {
    const checked = profileSectionValueSchemas[section].safeParse({ ...item, isParsed: true });
    if (!checked.success) continue;
    const identity = sameItem(checked.data);
    if (seen.has(identity)) continue;
    seen.add(identity);
    items.push(checked.data);
    added += 1;
  }
  return { items: items as ListSections[S], added };
};
