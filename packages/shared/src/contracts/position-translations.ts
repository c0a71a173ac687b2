import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../constants/languages.ts';

/** A language a posting may be written in: one of the interface languages. */
export const postingLanguageSchema = z.enum(SUPPORTED_LANGUAGES, {
  error: `Use one of the supported languages: ${SUPPORTED_LANGUAGES.join(', ')}.`,
});

/** A position's title and description in a language other than its default one. */
export const positionTranslationSchema = z.object({
  language: postingLanguageSchema,
  title: z.string().trim().min(1).max(200),
  /** HTML, sanitised as the position's own description. */
  description: z.string().trim().min(1).max(100_000),
});
export type PositionTranslation = z.infer<typeof positionTranslationSchema>;

/** At most one translation per language; the default language is the position's own text. */
export const positionTranslationsSchema = z
  .array(positionTranslationSchema)
  .max(SUPPORTED_LANGUAGES.length - 1)
  .default([])
  .superRefine((translations, context) => {
    const seen = new Set<string>();
    translations.forEach((translation, index) => {
      if (seen.has(translation.language))
        context.addIssue({
          code: 'custom',
          message: `There is already a translation in ${translation.language}.`,
          path: [index, 'language'],
        });
      seen.add(translation.language);
    });
  });

/** The message for a translation in the position's own default language. */
export const translationIsDefaultMessage = (language: string) =>
  `${language} is the position's default language: its title and description are already in it.`;
