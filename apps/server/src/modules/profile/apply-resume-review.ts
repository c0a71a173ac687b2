import type { ResumeSuggestion } from '@careers/shared';
import { LIST_SECTIONS, SAME_ITEM } from './merge-list-items.ts';
import type { ProfileState } from './profile-state.ts';
import { profileInvalid } from './profile-invalid.ts';
import { MAX_LIST_ITEMS } from './read-profile-edit.ts';
import type { ResumeReview } from './read-resume-review.ts';
import { emptyField } from './review-marks.ts';

type Items = { isParsed: boolean }[];

const withSections = (state: ProfileState, sections: Partial<ProfileState['sections']>) => ({
  ...state,
  sections: { ...state.sections, ...sections },
});

/** The candidate said "Use it": the reading is written as theirs (no "New" mark). */
const accept = (state: ProfileState, suggestion: ResumeSuggestion): ProfileState => {
  if (suggestion.field === 'name')
    return { ...state, firstName: suggestion.firstName, lastName: suggestion.lastName };
  if (suggestion.field === 'email') return withSections(state, { email: suggestion.email });
  const phone = { number: suggestion.number, type: suggestion.type, isParsed: false };
  const phones = state.sections.phones;
  if (phones.some((item) => SAME_ITEM.phones(item) === SAME_ITEM.phones(phone))) return state;
  if (phones.length >= MAX_LIST_ITEMS)
    throw profileInvalid({ field: `A profile keeps at most ${MAX_LIST_ITEMS} of these.` });
  return withSections(state, { phones: [...phones, phone] });
};

const answerSuggestion = (
  state: ProfileState,
  review: ResumeReview & { kind: 'accept' | 'dismiss' },
) => {
  const suggestion = state.sections.resumeSuggestions.find((item) => item.field === review.field);
  if (!suggestion) return state;
  const answered = review.kind === 'accept' ? accept(state, suggestion) : state;
  return withSections(answered, {
    resumeSuggestions: state.sections.resumeSuggestions.filter((item) => item !== suggestion),
  });
};

const eachList = (state: ProfileState, change: (items: Items) => Items) =>
  withSections(
    state,
    Object.fromEntries(
      LIST_SECTIONS.map((section) => [section, change(state.sections[section] as Items)]),
    ),
  );

/**
 * The profile after one review. Keep takes the "New" mark away; undo empties a field the parse
 * filled (it was empty before) or removes an item it added. What is no longer marked or
 * suggested is left as it is: a field the candidate edited since is theirs.
 */
export const applyResumeReview = (state: ProfileState, review: ResumeReview): ProfileState => {
  const { parsedFields } = state.sections;
  switch (review.kind) {
    case 'accept':
    case 'dismiss':
      return answerSuggestion(state, review);
    case 'keep':
    case 'undo': {
      if (!parsedFields.includes(review.field)) return state;
      const next = review.kind === 'undo' ? emptyField(state, review.field) : state;
      return withSections(next, {
        parsedFields: parsedFields.filter((field) => field !== review.field),
      });
    }
    case 'keepItem':
    case 'undoItem': {
      const items = [...(state.sections[review.section] as Items)];
      const item = items[review.index];
      if (!item?.isParsed) return state;
      if (review.kind === 'undoItem') items.splice(review.index, 1);
      else items[review.index] = { ...item, isParsed: false };
      return withSections(state, { [review.section]: items });
    }
    case 'keepAll':
      return withSections(
        eachList(state, (items) => items.map((item) => ({ ...item, isParsed: false }))),
        { parsedFields: [] },
      );
    case 'undoAll': {
      const emptied = parsedFields.reduce(emptyField, state);
      return withSections(
        eachList(emptied, (items) => items.filter((item) => !item.isParsed)),
        { parsedFields: [], resumeSuggestions: [] },
      );
    }
  }
};
