import { matchLanguage, type Language } from '@careers/shared';
import { i18n, SHELL_NAMESPACE } from './instance.ts';
import { applyDocumentLanguage, languageCookie, resolveInterfaceLanguage } from './language.ts';

export { i18n } from './instance.ts';
export { useTranslation } from './use-translation.ts';
export type { TFunction } from './translator.ts';
/** The words for each error code (`errors:offer_expired`); loaded with the shell's, as any page may fail. */
export const ERRORS_NAMESPACE = 'errors';

i18n.onLanguageChanged((language) => {
  const matched = matchLanguage(language);
  // the server renders pages too, and sets <html lang dir> itself
  if (matched && typeof document !== 'undefined') applyDocumentLanguage(matched);
});

let initialising: Promise<unknown> | undefined;

/** Starts in `language` with the shell's and the errors' catalogues loaded. */
export const initI18n = (language: Language): Promise<unknown> => {
  initialising ??= i18n
    .changeLanguage(language)
    .then(() => i18n.loadNamespaces([SHELL_NAMESPACE, ERRORS_NAMESPACE]));
  return initialising;
};

let pending: { language: Language; promise: Promise<unknown> } | undefined;

/**
 * Switches the interface language and resolves once its shell catalogue is loaded. The same
 * promise is returned for the same language, so it can be passed to React's `use()`.
 */
export const ensureLanguage = (language: Language): Promise<unknown> => {
  if (pending?.language !== language) {
    pending = {
      language,
      promise: (initialising ?? initI18n(language)).then(() =>
        i18n.language === language ? undefined : i18n.changeLanguage(language),
      ),
    };
  }
  return pending.promise;
};

/**
 * The language to show before boot data answers: the page's `hl`, the choice in the cookie, the
 * browser's, else English.
 */
export const resolveInitialLanguage = (): Language =>
  resolveInterfaceLanguage({
    hl: new URLSearchParams(window.location.search).get('hl'),
    cookie: languageCookie(),
    browser: navigator.languages,
  });

export { applyDocumentLanguage, rememberLanguage, resolveInterfaceLanguage } from './language.ts';
