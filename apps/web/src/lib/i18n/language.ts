import { resolveLanguage, textDirection, type Language } from '@careers/shared';

export type LanguageSources = {
  /** The page's `hl` parameter. */
  hl?: string | null | undefined;
  /** The language the server resolved in boot data (hl, tenant default, Accept-Language). */
  bootLanguage?: Language | undefined;
  tenantDefault?: string | null | undefined;
  browser?: readonly string[] | undefined;
};

/**
 * The page's language setting (`hl`, then the tenant default), else the
 * browser's languages, else English. Once boot data is there, the server's answer wins, since it
 * already applied that order; before it arrives the client applies it to what it knows.
 */
export const resolveInterfaceLanguage = (sources: LanguageSources): Language =>
  sources.bootLanguage ??
  resolveLanguage({
    hl: sources.hl,
    tenantDefault: sources.tenantDefault,
    browser: sources.browser,
  });

export const languageDirection = (language: Language): 'rtl' | 'ltr' => textDirection(language);

/** Keeps `<html lang dir>` in step with the interface language. */
export const applyDocumentLanguage = (language: Language, root = document.documentElement) => {
  root.lang = language;
  root.dir = languageDirection(language);
};
