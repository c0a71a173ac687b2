import { textDirection, type Language } from '@careers/shared';

/**
 * The attributes of a text written in `language` on a page in `pageLanguage`: its `lang`, so
 * screen readers and hyphenation read it right, and its `dir` when it runs the other way than
 * the page (a Hebrew posting on an English page). Nothing for a text of unknown language.
 */
export const textLanguageProps = (language: Language | undefined, pageLanguage: string) => {
  if (!language) return {};
  const dir = textDirection(language);
  const pageDir = textDirection(pageLanguage as Language);
  return dir === pageDir ? { lang: language } : { lang: language, dir };
};
