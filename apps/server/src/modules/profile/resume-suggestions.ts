import { resumeSuggestionSchema, type ResumeSuggestion } from '@careers/shared';
import {
  WRITE_CONFIDENCE,
  type ConfidentField,
  type ParsedResume,
} from '../../services/resume-parser/index.ts';
import { SAME_ITEM } from './merge-list-items.ts';
import type { ProfileState } from './profile-state.ts';

/**
 * Sure enough to write. A field the parser found without scoring it counts as sure: the parser
 * scores every identity field it reads, so an absent score means a reader that predates scores.
 */
export const isSure = (parsed: ParsedResume, field: ConfidentField) =>
  (parsed.confidence[field] ?? 1) >= WRITE_CONFIDENCE;

const checked = (suggestion: unknown): ResumeSuggestion[] => {
  const result = resumeSuggestionSchema.safeParse(suggestion);
  return result.success ? [result.data] : [];
};

/**
 * What the parse read of a name, an e-mail or a phone without being sure of it, where the profile
 * has nothing of its own: offered to the candidate, never written. A profile that already has a
 * name (or that phone) is not asked about a doubtful one.
 */
export const suggestionsOf = (state: ProfileState, parsed: ParsedResume): ResumeSuggestion[] => {
  const suggestions: ResumeSuggestion[] = [];
  const firstName = parsed.firstName?.trim() ?? '';
  const lastName = parsed.lastName?.trim() ?? '';
  if (
    !isSure(parsed, 'name') &&
    (firstName || lastName) &&
    !state.firstName.trim() &&
    !state.lastName.trim()
  )
    suggestions.push(...checked({ field: 'name', firstName, lastName }));
  const email = parsed.email?.trim();
  if (!isSure(parsed, 'email') && email && !state.sections.email.trim())
    suggestions.push(...checked({ field: 'email', email }));
  if (!isSure(parsed, 'phone')) {
    const known = new Set(state.sections.phones.map(SAME_ITEM.phones));
    const phone = parsed.phones.find((item) => !known.has(SAME_ITEM.phones(item)));
    if (phone) suggestions.push(...checked({ field: 'phone', ...phone }));
  }
  return suggestions;
};
