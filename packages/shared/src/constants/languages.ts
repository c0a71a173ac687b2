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

/** The cookie that keeps the reader's language choice (a `hl` they followed or picked) across reloads. */
export const LANGUAGE_COOKIE = 'hl';

/**
 * Tags, or their first subtags, that map to another supported language than their base: Chinese
 * by script or region, Norwegian Nynorsk and the macro-language to Bokmål, and old codes.
 */
const LANGUAGE_ALIASES: Readonly<Record<string, Language>> = {
  zh: 'zh-CN',
  'zh-hans': 'zh-CN',
  'zh-sg': 'zh-CN',
  'zh-my': 'zh-CN',
  'zh-hant': 'zh-TW',
  'zh-hk': 'zh-TW',
  'zh-mo': 'zh-TW',
  nn: 'nb',
  no: 'nb',
  iw: 'he',
};

/**
 * The nearest supported language of a tag such as 'pt-br', 'fr_CA', 'de-AT', 'zh-Hant-HK' or
 * 'nn-NO', or undefined: the tag itself, then shorter and shorter prefixes of it (through the
 * aliases above), so a region or script of a supported language falls to that language.
 */
export const matchLanguage = (tag: string | null | undefined): Language | undefined => {
  if (!tag) return undefined;
  const subtags = tag.trim().replaceAll('_', '-').toLowerCase().split('-').filter(Boolean);
  // zh-Hant-HK and zh-HK both read traditional Chinese: the region decides when no script does
  if (subtags[0] === 'zh' && subtags.length > 2) {
    const [, second = '', third = ''] = subtags;
    const byScript = LANGUAGE_ALIASES[`zh-${second}`];
    if (byScript) return byScript;
    return LANGUAGE_ALIASES[`zh-${third}`] ?? matchLanguage(`zh-${third}`);
  }
  for (let length = subtags.length; length > 0; length -= 1) {
    const prefix = subtags.slice(0, length).join('-');
    const exact = SUPPORTED_LANGUAGES.find((language) => language.toLowerCase() === prefix);
    if (exact) return exact;
    const alias = LANGUAGE_ALIASES[prefix];
    if (alias) return alias;
  }
  return undefined;
};

/**
 * The catalogues a language reads, in order, before English: a regional language falls to its
 * base (fr-CA to fr, pt-BR and pt-PT to pt), Chinese to the other script only through English.
 */
export const languageFallbacks = (language: Language): Language[] => {
  const base = matchLanguage(language.split('-')[0]);
  const chain = base && base !== language && !language.startsWith('zh') ? [base] : [];
  return language === DEFAULT_LANGUAGE ? [] : [...chain, DEFAULT_LANGUAGE];
};

export type LanguageSources = {
  /** The page's `hl` parameter. */
  hl?: string | null | undefined;
  /** The language the reader chose earlier in this browser (the `hl` cookie). */
  cookie?: string | null | undefined;
  /** The language the signed-in candidate saved in settings. */
  saved?: string | null | undefined;
  /** The browser's languages, most preferred first (Accept-Language, navigator.languages). */
  browser?: readonly string[] | undefined;
  tenantDefault?: string | null | undefined;
};

/**
 * The reader's language: `hl`, then the choice kept in the cookie, then the candidate's saved
 * language, then the browser's languages in order (each mapped to the nearest supported one),
 * then the tenant's default, then English.
 */
export const resolveLanguage = (sources: LanguageSources): Language =>
  matchLanguage(sources.hl) ??
  matchLanguage(sources.cookie) ??
  matchLanguage(sources.saved) ??
  (sources.browser ?? []).map(matchLanguage).find((language) => language !== undefined) ??
  matchLanguage(sources.tenantDefault) ??
  DEFAULT_LANGUAGE;
