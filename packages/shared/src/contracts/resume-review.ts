import { z } from 'zod';
import { PROFILE_LIST_SECTIONS } from './profile-edit.ts';
import { PARSED_FIELDS, type ParsedField, type SuggestedField } from './profile-model.ts';

type ProfileListSection = (typeof PROFILE_LIST_SECTIONS)[number];

/*
 * The candidate's review of what a resume upload did (POST /api/pcsx/resume_review):
 * - `accept` or `dismiss` a suggestion (`field`: name, email or phone): accept writes it;
 * - `keep` or `undo` a field the parse filled (`field`: firstName … location), or a list item it
 *   added (`field`: the list section, with `index`): keep takes the "New" mark away, undo empties
 *   the field again (it was empty before the parse filled it) or removes the item;
 * - `keep_all` or `undo_all`: the same for every mark at once (undo_all dismisses the
 *   suggestions too).
 * Answering what is no longer marked or suggested (answered in another tab, edited since)
 * changes nothing, so a field the candidate typed into is never emptied by a late undo.
 */
export const RESUME_REVIEW_ACTIONS = [
  'accept',
  'dismiss',
  'keep',
  'undo',
  'keep_all',
  'undo_all',
] as const;
export type ResumeReviewAction = (typeof RESUME_REVIEW_ACTIONS)[number];

/** The fields a review names: the parsed fields, the suggestions' (email is both) and the lists. */
export const RESUME_REVIEW_FIELDS = [
  ...PARSED_FIELDS,
  'name',
  'phone',
  ...PROFILE_LIST_SECTIONS,
] as const satisfies readonly (ParsedField | SuggestedField | ProfileListSection)[];
export type ResumeReviewField = (typeof RESUME_REVIEW_FIELDS)[number];

/**
 * Which field goes with which action (a suggestion's field with accept, a list section with an
 * index…) is checked by the route, which answers 422 `profile_invalid` with a message per field.
 */
export const resumeReviewBodySchema = z.object({
  action: z.enum(RESUME_REVIEW_ACTIONS),
  field: z.enum(RESUME_REVIEW_FIELDS).optional(),
  /** The item of a list section, for keep and undo. */
  index: z.number().int().min(0).max(1000).optional(),
  domain: z.string().trim().toLowerCase().max(253).optional(),
});
export type ResumeReviewBody = z.input<typeof resumeReviewBodySchema>;
