import {
  DEFAULT_LANGUAGE,
  MESSAGE_INTERPOLATION,
  SUPPORTED_LANGUAGES,
  matchLanguage,
  type Language,
} from '@careers/shared';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogueBackend } from './catalogue-backend.ts';
import { applyDocumentLanguage, languageCookie, resolveInterfaceLanguage } from './language.ts';

export const SHELL_NAMESPACE = 'shell';
/** The words for each error code (`errors:offer_expired`); loaded with the shell's, as any page may fail. */
export const ERRORS_NAMESPACE = 'errors';

/**
 * The app's i18next instance. Messages use the spec's `%(name)s` placeholders; plurals use the
 * `_one`/`_other` suffixes; catalogues load per language and namespace from
 * `src/locales/<lang>/<namespace>.json`, with English behind every missing key or language.
 */
export const i18n = i18next.createInstance();

i18n.use(catalogueBackend).use(initReactI18next);

i18n.on('languageChanged', (language) => {
  const matched = matchLanguage(language);
  // the server renders pages too, and sets <html lang dir> itself
  if (matched && typeof document !== 'undefined') applyDocumentLanguage(matched);
});

let initialising: Promise<unknown> | undefined;

export const initI18n = (language: Language): Promise<unknown> => {
  initialising ??= i18n.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    // 'fr-CA' reads fr-CA, then fr, then en; 'zh-CN' reads zh-CN, then en.
    load: 'all',
    ns: [SHELL_NAMESPACE, ERRORS_NAMESPACE],
    defaultNS: SHELL_NAMESPACE,
    fallbackNS: false,
    interpolation: MESSAGE_INTERPOLATION,
    returnNull: false,
    react: { useSuspense: true },
  });
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
