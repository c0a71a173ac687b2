import type { Language, PositionTranslation } from '@careers/shared';
import { htmlToText } from '../../services/text/html-to-text.ts';

/**
 * What is wrong with a position's translations (sanitised) beyond their schema: a second one in
 * a language, one in the position's own default language, a description that was only markup.
 * Keyed by field path (`translations.1.language`).
 */
export const translationProblems = (
  translations: readonly PositionTranslation[],
  defaultLanguage: Language,
) => {
  const problems: Record<string, string> = {};
  const seen = new Set<Language>();
  translations.forEach(({ language, description }, index) => {
    const at = `translations.${String(index)}`;
    if (language === defaultLanguage)
      problems[`${at}.language`] =
        `${language} is the position's default language: its title and description are already in it.`;
    else if (seen.has(language))
      problems[`${at}.language`] = `There is already a translation in ${language}.`;
    seen.add(language);
    if (!htmlToText(description))
      problems[`${at}.description`] =
        'The description has no text once unsupported markup is removed.';
  });
  return problems;
};
