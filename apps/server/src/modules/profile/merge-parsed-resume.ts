import {
  PARSED_FIELDS,
  profileLocationSchema,
  type ParsedField,
  type SuggestedField,
} from '@careers/shared';
import type { ParsedResume } from '../../services/resume-parser/index.ts';
import { LIST_SECTIONS, mergeListItems } from './merge-list-items.ts';
import type { ProfileState } from './profile-state.ts';
import { isSure, suggestionsOf } from './resume-suggestions.ts';
import type { StoredSections } from './stored-profile.ts';

const isEmptyLocation = (location: StoredSections['location']) =>
  !location || (!location.city && !location.countryCode && !location.country);

export type MergedResume = {
  state: ProfileState;
  filledFields: ParsedField[];
  addedItems: number;
  suggestedFields: SuggestedField[];
};

/**
 * Folds what a resume says into the profile without overwriting what the candidate typed: an
 * empty name, email, headline, summary or location is filled, and marked "New" (`parsedFields`)
 * until the candidate reviews it; list items are added when the profile has no such entry, marked
 * `isParsed`. A name, e-mail or phone read with too little confidence is not written but offered
 * (`resumeSuggestions`, replacing the previous upload's); a doubtful location or headline is left
 * out. Answers which fields were filled, how many items added and what was only suggested.
 */
export const mergeParsedResume = (state: ProfileState, parsed: ParsedResume): MergedResume => {
  const filled = new Set<ParsedField>();
  const next: ProfileState = { ...state, sections: { ...state.sections } };
  const fill = (field: ParsedField, current: string, found: string | undefined, sure = true) => {
    if (!sure || current.trim() || !found?.trim()) return current;
    filled.add(field);
    return found.trim();
  };
  const isNameSure = isSure(parsed, 'name');
  next.firstName = fill('firstName', state.firstName, parsed.firstName, isNameSure);
  next.lastName = fill('lastName', state.lastName, parsed.lastName, isNameSure);
  next.sections.email = fill('email', state.sections.email, parsed.email, isSure(parsed, 'email'));
  next.sections.headline = fill(
    'headline',
    state.sections.headline,
    parsed.headline,
    isSure(parsed, 'headline'),
  );
  next.sections.summary = fill('summary', state.sections.summary, parsed.summary);
  if (isEmptyLocation(state.sections.location) && parsed.location && isSure(parsed, 'location')) {
    const location = profileLocationSchema.safeParse(parsed.location);
    if (location.success && !isEmptyLocation(location.data)) {
      next.sections.location = location.data;
      filled.add('location');
    }
  }
  let addedItems = 0;
  for (const section of LIST_SECTIONS) {
    // doubtful phones are offered, not added
    if (section === 'phones' && !isSure(parsed, 'phone')) continue;
    const merged = mergeListItems(section, state.sections[section], parsed[section]);
    (next.sections as Record<string, unknown>)[section] = merged.items;
    addedItems += merged.added;
  }
  const suggestions = suggestionsOf(state, parsed);
  const marked = new Set([...state.sections.parsedFields, ...filled]);
  next.sections.parsedFields = PARSED_FIELDS.filter((field) => marked.has(field));
  next.sections.resumeSuggestions = suggestions;
  return {
    state: next,
    filledFields: PARSED_FIELDS.filter((field) => filled.has(field)),
    addedItems,
    suggestedFields: suggestions.map((suggestion) => suggestion.field),
  };
};
