import type { Language } from '@careers/shared';

export type LanguageAlternate = { hreflang: Language | 'x-default'; href: string };

/** A page's address in a language: its `hl` parameter set. */
export const addressIn = (url: string, language: Language) => {
  const address = new URL(url);
  address.searchParams.set('hl', language);
  return address.toString();
};

/**
 * The versions of a page a search engine should know of (hreflang): one per language the
 * posting is written in, and x-default, the address without `hl` that follows the reader's
 * language. None when there is only one language.
 */
export const languageAlternates = (
  url: string,
  languages: readonly Language[],
): LanguageAlternate[] =>
  languages.length < 2
    ? []
    : [
        ...languages.map((language) => ({ hreflang: language, href: addressIn(url, language) })),
        { hreflang: 'x-default', href: url },
      ];
