import {
  isOneOf,
  PARSED_FIELDS,
  PROFILE_LIST_SECTIONS,
  SUGGESTED_FIELDS,
  type ParsedField,
  type ResumeReviewBody,
  type SuggestedField,
} from '@careers/shared';
import type { ListSection } from './merge-list-items.ts';
import { profileInvalid } from './profile-invalid.ts';

/** One checked review: what the body asked, its field and item named by type. */
export type ResumeReview =
  | { kind: 'accept' | 'dismiss'; field: SuggestedField }
  | { kind: 'keep' | 'undo'; field: ParsedField }
  | { kind: 'keepItem' | 'undoItem'; section: ListSection; index: number }
  | { kind: 'keepAll' | 'undoAll' };

/**
 * Reads `resume_review`'s body against the current list lengths: a field that does not go with
 * the action, or an item out of range, answers 422 `profile_invalid` with a message per field;
 * nothing has been written then.
 */
export const readResumeReview = (
  body: Omit<ResumeReviewBody, 'domain'>,
  listLength: (section: ListSection) => number,
): ResumeReview => {
  const { action, field, index } = body;
  if (action === 'keep_all') return { kind: 'keepAll' };
  if (action === 'undo_all') return { kind: 'undoAll' };
  if (action === 'accept' || action === 'dismiss') {
    if (!isOneOf(SUGGESTED_FIELDS, field))
      throw profileInvalid({ field: `Choose one of ${SUGGESTED_FIELDS.join(', ')}.` });
    return { kind: action, field };
  }
  if (isOneOf(PARSED_FIELDS, field)) return { kind: action, field };
  if (!isOneOf(PROFILE_LIST_SECTIONS, field))
    throw profileInvalid({ field: 'Choose a field the resume filled, or a list section.' });
  const length = listLength(field);
  if (index === undefined || index >= length)
    throw profileInvalid({
      index: length ? `Choose an item between 0 and ${length - 1}.` : 'This section has no items.',
    });
  return { kind: action === 'keep' ? 'keepItem' : 'undoItem', section: field, index };
};
