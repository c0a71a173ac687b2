import type { ParsedField } from '@careers/shared';
import { SAME_ITEM } from './merge-list-items.ts';
import type { ProfileState } from './profile-state.ts';

/** A parsed field's value, comparable between two states. */
export const fieldValue = (state: ProfileState, field: ParsedField): string => {
  switch (field) {
    case 'firstName':
    case 'lastName':
      return state[field];
    case 'location':
      return state.sections.location ? JSON.stringify(state.sections.location) : '';
    default:
      return state.sections[field];
  }
};

/** The state with one parsed field empty again (as it was before the parse filled it). */
export const emptyField = (state: ProfileState, field: ParsedField): ProfileState => {
  if (field === 'firstName' || field === 'lastName') return { ...state, [field]: '' };
  return {
    ...state,
    sections: { ...state.sections, [field]: field === 'location' ? null : '' },
  };
};

/**
 * After an edit: a field whose value changed is the candidate's now and loses its "New" mark, and
 * a suggestion goes once the profile has a value of its own for that field (a name typed, that
 * phone added), so "Use it" can never overwrite what was typed since.
 */
export const settleReview = (before: ProfileState, after: ProfileState): ProfileState => {
  const changed = (field: ParsedField) => fieldValue(before, field) !== fieldValue(after, field);
  const parsedFields = after.sections.parsedFields.filter((field) => !changed(field));
  const phones = new Set(after.sections.phones.map(SAME_ITEM.phones));
  const hasOwn = {
    name: Boolean(after.firstName.trim() || after.lastName.trim()),
    email: Boolean(after.sections.email.trim()),
  };
  const resumeSuggestions = after.sections.resumeSuggestions.filter((suggestion) =>
    suggestion.field === 'phone'
      ? !phones.has(SAME_ITEM.phones(suggestion))
      : !hasOwn[suggestion.field],
  );
  return { ...after, sections: { ...after.sections, parsedFields, resumeSuggestions } };
};
