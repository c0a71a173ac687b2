import {
  LANGUAGE_COOKIE,
  resolveLanguage,
  textDirection,
  type Language,
  type LanguageSources as SharedLanguageSources,
} from '@careers/shared';

export type LanguageSources = SharedLanguageSources & {
  /** The language the server resolved in boot data (the same order, with what only it knows). */
  bootLanguage?: Language | undefined;
};

/**
 * The interface language: `hl`, then the choice kept in the cookie, then the candidate's saved
 * language, then the browser's languages, then the tenant's default, else English. Once boot
 * data is there, the server's answer wins, since it already applied that order; before it
 * arrives the client applies it to what it knows.
 */
export const resolveInterfaceLanguage = ({ bootLanguage, ...sources }: LanguageSources): Language =>
  bootLanguage ?? resolveLanguage(sources);

export const languageDirection = (language: Language): 'rtl' | 'ltr' => textDirection(language);

/** Keeps `<html lang dir>` in step with the interface language. */
export const applyDocumentLanguage = (language: Language, root = document.documentElement) => {
  root.lang = language;
  root.dir = languageDirection(language);
};

/** The language kept in the `hl` cookie, if any. */
export const languageCookie = (cookies = document.cookie): string | undefined =>
  cookies
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];

/** Keeps the reader's choice for a year, so reloads and later visits open in it. */
export const rememberLanguage = (language: Language) => {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
};
