import type { Language, ParsedPositionInput } from '@careers/shared';
import { AppError } from '../../http/app-error.ts';
import { htmlToText } from '../../services/text/html-to-text.ts';
import type { PositionFields } from './position-fields.ts';
import { sanitizeDescription } from './sanitize-description.ts';
import { translationProblems } from './translation-problems.ts';

/** A position ready to store: every field but its status. */
export type PositionDraft = Omit<PositionFields, 'status'>;

/** Field path (`locations.0.latitude`) to what is wrong with it. */
export type FieldProblems = Record<string, string>;

/** What a position leaves out takes these: the posting date and the language of its text. */
export type PositionDefaults = { postedAt: Date; language: Language };

export type PreparedPosition = { draft: PositionDraft } | { problems: FieldProblems };

/**
 * Turns valid input into what is stored: the description sanitised, postedAt defaulted, and the
 * checks the schema cannot make alone (a description that was only markup, a closing date before
 * a defaulted posting date).
 */
export const preparePosition = (
  input: ParsedPositionInput,
  defaults: PositionDefaults,
): PreparedPosition => {
  const defaultPostedAt = defaults.postedAt;
  const defaultLanguage = input.defaultLanguage ?? defaults.language;
  const description = sanitizeDescription(input.description);
  const translations = input.translations.map((translation) => ({
    ...translation,
    description: sanitizeDescription(translation.description),
  }));
  const postedAt = input.postedAt ? new Date(input.postedAt) : defaultPostedAt;
  const closesAt = input.closesAt ? new Date(input.closesAt) : null;
  const workplaceType = input.workplaceType ?? (input.isRemote ? 'remote' : 'onsite');
  const problems: FieldProblems = {};
  if (!htmlToText(description))
    problems.description = 'The description has no text once unsupported markup is removed.';
  if (closesAt && closesAt <= postedAt) problems.closesAt = 'closesAt must come after postedAt.';
  Object.assign(problems, translationProblems(translations, defaultLanguage));
  if (Object.keys(problems).length) return { problems };
  return {
    draft: {
      title: input.title,
      description,
      department: input.department,
      jobFamily: input.jobFamily,
      employmentType: input.employmentType,
      displayJobId: input.displayJobId || null,
      workplaceType,
      isRemote: workplaceType === 'remote',
      remoteLocations: workplaceType === 'remote' ? input.remoteLocations : [],
      postedAt,
      closesAt,
      salaryMin: input.salaryMin ?? null,
      salaryMax: input.salaryMax ?? null,
      salaryCurrency: input.salaryCurrency ?? null,
      salaryPeriod: input.salaryPeriod ?? null,
      skills: input.skills,
      locations: input.locations.map((location) => ({
        displayName: location.displayName,
        city: location.city || null,
        region: location.region || null,
        country: location.country || null,
        countryCode: location.countryCode ?? null,
        latitude: location.latitude ?? null,
        longitude: location.longitude ?? null,
        streetAddress: location.streetAddress || null,
        postalCode: location.postalCode || null,
      })),
      defaultLanguage,
      translations,
    },
  };
};

/** The 400 for problems found after the schema: the same shape as a schema validation error. */
export const invalidPosition = (problems: FieldProblems) => {
  const [field, message] = Object.entries(problems)[0] ?? ['request', 'Invalid value'];
  return new AppError(400, 'validation_failed', `${field}: ${message}`, { fields: problems });
};

/** The draft, or the 400 that says what is wrong. */
export const draftOrThrow = (prepared: PreparedPosition): PositionDraft => {
  if ('problems' in prepared) throw invalidPosition(prepared.problems);
  return prepared.draft;
};
