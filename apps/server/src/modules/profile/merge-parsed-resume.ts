import { profileLocationSchema, profileSectionValueSchemas } from '@careers/shared';
import type { ParsedResume } from '../../services/resume-parser/index.ts';
import type { ProfileState } from './profile-state.ts';
import type { StoredSections } from './stored-profile.ts';

const key = (...parts: (string | null | undefined)[]) =>
  parts.map((part) => (part ?? '').trim().toLocaleLowerCase()).join('\u0000');

/** Two items are the same entry when these agree (case and surrounding space aside). */
const SAME_ITEM: { [K in keyof ListSections]: (item: ListSections[K][number]) => string } = {
  phones: (item) => item.number.replace(/[^\d+]/g, ''),
  links: (item) => key(item.url.replace(/\/+$/, '')),
  workExperience: (item) => key(item.company, item.title),
  education: (item) => key(item.institution),
  skills: (item) => key(item.name),
  languages: (item) => key(item.name),
  certifications: (item) => key(item.name),
};

type ListSections = Pick<
  StoredSections,
  'phones' | 'links' | 'workExperience' | 'education' | 'skills' | 'languages' | 'certifications'
>;
const LIST_SECTIONS = Object.keys(SAME_ITEM) as (keyof ListSections)[];

const isEmptyLocation = (location: StoredSections['location']) =>
  !location || (!location.city && !location.countryCode && !location.country);

/**
 * Folds what a resume says into the profile without overwriting what the candidate typed: an
 * empty name, email, headline, summary or location is filled; list items are added when the
 * profile has no such entry (same company and title, same school, same skill name…), marked as
 * parsed so the candidate can review them. Answers which fields were filled and how many items added.
 */
export const mergeParsedResume = (
  state: ProfileState,
  parsed: ParsedResume,
): { state: ProfileState; filledFields: string[]; addedItems: number } => {
  const filledFields: string[] = [];
  const next: ProfileState = { ...state, sections: { ...state.sections } };
  const fill = (field: string, current: string, found: string | undefined) => {
    if (current.trim() || !found?.trim()) return current;
    filledFields.push(field);
    return found.trim();
  };
  next.firstName = fill('firstName', state.firstName, parsed.firstName);
  next.lastName = fill('lastName', state.lastName, parsed.lastName);
  next.sections.email = fill('email', state.sections.email, parsed.email);
  next.sections.headline = fill('headline', state.sections.headline, parsed.headline);
  next.sections.summary = fill('summary', state.sections.summary, parsed.summary);
  if (isEmptyLocation(state.sections.location) && parsed.location) {
    const location = profileLocationSchema.safeParse(parsed.location);
    if (location.success && !isEmptyLocation(location.data)) {
      next.sections.location = location.data;
      filledFields.push('location');
    }
  }
  let addedItems = 0;
  for (const section of LIST_SECTIONS) {
    const sameItem = SAME_ITEM[section] as (item: unknown) => string;
    const list = [...state.sections[section]] as unknown[];
    const seen = new Set(list.map(sameItem));
    for (const item of parsed[section] as object[]) {
      // an item the profile could not hold (no title, a bad date) is left out, not stored broken
      const checked = profileSectionValueSchemas[section].safeParse({ ...item, isParsed: true });
      if (!checked.success) continue;
      const candidate = checked.data;
      const identity = sameItem(candidate);
      if (seen.has(identity)) continue;
      seen.add(identity);
      list.push(candidate);
      addedItems += 1;
    }
    (next.sections as Record<string, unknown>)[section] = list;
  }
  return { state: next, filledFields, addedItems };
};
