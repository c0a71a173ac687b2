import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../constants/languages.ts';

/** A language a posting may be written in: one of the interface languages. */
export const postingLanguageSchema = z.enum(SUPPORTED_LANGUAGES);

/** A position's title and description in a language other than its default one. */
export const positionTranslationSchema = z.object({
  language: postingLanguageSchema,
  title: z.string().trim().min(1).max(200),
  /** HTML, sanitised as the position's own description. */
  description: z.string().trim().min(1).max(100_000),
});
export type PositionTranslation = z.infer<typeof positionTranslationSchema>;

/** One translation per language, none in the default one: checked on write (prepare-position). */
export const positionTranslationsSchema = z
  .array(positionTranslationSchema)
  .max(SUPPORTED_LANGUAGES.length - 1)
  .default([]);
