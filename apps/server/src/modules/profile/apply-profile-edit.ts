import type { ProfileLocation, profileBasicsSchema, JobPreferences } from '@careers/shared';
import type { z } from 'zod';
import type { ProfileState } from './profile-state.ts';
import type { ProfileEdit } from './read-profile-edit.ts';
import { settleReview } from './review-marks.ts';

/** `email` is undefined when the edit did not send one: the contact email stays as it is. */
type Basics = Omit<z.output<typeof profileBasicsSchema>, 'email'> & { email?: string };

const setValue = (
  state: ProfileState,
  edit: Extract<ProfileEdit, { kind: 'set' }>,
): ProfileState => {
  const { sections } = state;
  switch (edit.section) {
    case 'basics': {
      const basics = edit.value as Basics;
      return {
        ...state,
        firstName: basics.firstName,
        lastName: basics.lastName,
        preferredName: basics.preferredName,
        sections: {
          ...sections,
          email: basics.email ?? sections.email,
          headline: basics.headline,
          summary: basics.summary,
        },
      };
    }
    case 'location':
      return {
        ...state,
        sections: { ...sections, location: edit.value as ProfileLocation | null },
      };
    case 'jobPreferences':
      return { ...state, sections: { ...sections, jobPreferences: edit.value as JobPreferences } };
    case 'avatar':
      // the route stored the photo already and passes its file id as the value
      return { ...state, avatarFileId: edit.value as string | null };
  }
};

const changedBy = (state: ProfileState, edit: ProfileEdit): ProfileState => {
  if (edit.kind === 'set') return setValue(state, edit);
  if (edit.kind === 'clear')
    return edit.section === 'avatar'
      ? { ...state, avatarFileId: null }
      : { ...state, sections: { ...state.sections, location: null } };
  const list = [...(state.sections[edit.section] as Record<string, unknown>[])];
  if (edit.kind === 'add') list.push({ ...edit.item, isParsed: false });
  if (edit.kind === 'update') list[edit.index] = { ...edit.item, isParsed: false };
  if (edit.kind === 'delete') list.splice(edit.index, 1);
  const items = edit.kind === 'replace' ? edit.items : list;
  return { ...state, sections: { ...state.sections, [edit.section]: items } };
};

/**
 * The profile after one edit. What the candidate adds or updates is theirs, so it loses the
 * parser's 'New' mark (a list item's `isParsed`, a field's place in `parsedFields` when its value
 * changed); a reorder (the whole list sent back) keeps the marks as they were.
 */
export const applyProfileEdit = (state: ProfileState, edit: ProfileEdit): ProfileState =>
  settleReview(state, changedBy(state, edit));
