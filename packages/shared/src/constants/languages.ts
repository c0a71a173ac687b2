/** The 37 interface languages, in the order the product lists them. */
export const SUPPORTED_LANGUAGES = [
  'ar',
  'bg',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'es',
  'fi',
  'fr',
  'fr-CA',
  'he',
  'hi',
  'hr',
  'ht',
  'hu',
  'it',
  'ja',
  'ko',
  'ms',
  'nb',
  'nl',
  'pl',
  'pt',
  'pt-BR',
  'pt-PT',
  'ru',
  'sk',
  'sr',
  'sv',
  'te',
  'th',
  'tr',
  'uk',
  'vi',
  'zh-CN',
  'zh-TW',
] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';
const RTL_LANGUAGES: ReadonlySet<Language> = new Set(['ar', 'he']);

export const textDirection = (language: Language): 'rtl' | 'ltr' =>
  RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';

/** Matches a tag such as 'pt-br', 'fr_CA' or 'de-AT' to a supported language, or undefined. */
export const matchLanguage = (tag: string | null | undefined): Language | undefined => {
  if (!tag) return undefined;
  const normalised = tag.trim().replace('_', '-').toLowerCase();
  const exact = SUPPORTED_LANGUAGES.find((language) => language.toLowerCase() === normalised);
  if (exact) return exact;
  const base = normalised.split('-')[0];
  return SUPPORTED_LANGUAGES.find((language) => language === base);
};

/**
 * Spec: language comes from the page language setting (the `hl` parameter, then the tenant's
 * default), else the browser's languages in order of preference, else English.
 */
export const resolveLanguage = (options: {
  hl?: string | null;
  tenantDefault?: string | null;
  browser?: readonly string[];
}): Language =>
  matchLanguage(options.hl) ??
  matchLanguage(options.tenantDefault) ??
  (options.browser ?? []).map(matchLanguage).find((language) => language !== undefined) ??
  DEFAULT_LANGUAGE;
