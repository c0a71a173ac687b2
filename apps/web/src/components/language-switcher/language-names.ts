import { SUPPORTED_LANGUAGES, type Language } from '@careers/shared';

/** A language's name in that language ('Deutsch', 'العربية', '日本語'), capitalised as it writes it. */
export const nativeLanguageName = (language: Language): string => {
  const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
};

/** Every interface language with its own name, in the product's order. */
export const languageOptions = () =>
  SUPPORTED_LANGUAGES.map((language) => ({ language, name: nativeLanguageName(language) }));

/** The current address with `hl` set to the language, the rest kept. */
export const hrefInLanguage = (href: string, language: Language): string => {
  const url = new URL(href, 'http://internal.invalid');
  url.searchParams.set('hl', language);
  return `${url.pathname}${url.search}${url.hash}`;
};
