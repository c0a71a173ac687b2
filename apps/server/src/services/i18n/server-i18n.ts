import { readFileSync } from 'node:fs';
import {
  DEFAULT_LANGUAGE,
  MESSAGE_INTERPOLATION,
  SUPPORTED_LANGUAGES,
  languageFallbacks,
  type Language,
} from '@careers/shared';
import i18next, { type Resource } from 'i18next';

/**
 * The catalogues the server speaks from: the web app's (apps/web/src/locales, one JSON file per
 * language and namespace, checked by `npm run check:catalogues`), so there is one message
 * system. `errors` words the API's error codes; `server-messages` holds e-mails, notifications
 * and server-rendered pages; `shell` has the page titles, so the server's page head says what the
 * app says once it starts.
 */
export const SERVER_NAMESPACES = ['errors', 'server-messages', 'shell'] as const;
export type ServerNamespace = (typeof SERVER_NAMESPACES)[number];

const LOCALES = new URL('../../../../web/src/locales/', import.meta.url);

const readCatalogue = (language: Language, namespace: string) => {
  try {
    return JSON.parse(
      readFileSync(new URL(`${language}/${namespace}.json`, LOCALES), 'utf8'),
    ) as Record<string, unknown>;
  } catch {
    return {};
  }
};

const loadResources = (): Resource =>
  Object.fromEntries(
    SUPPORTED_LANGUAGES.map((language) => [
      language,
      Object.fromEntries(
        SERVER_NAMESPACES.map((namespace) => [namespace, readCatalogue(language, namespace)]),
      ),
    ]),
  );

let instance: typeof i18next | undefined;

/** The server's i18next instance: every catalogue read once, synchronously, on first use. */
const serverI18n = () => {
  if (instance) return instance;
  const created = i18next.createInstance();
  void created.init({
    resources: loadResources(),
    lng: DEFAULT_LANGUAGE,
    fallbackLng: (code) => languageFallbacks((code as Language) ?? DEFAULT_LANGUAGE),
    supportedLngs: [...SUPPORTED_LANGUAGES],
    load: 'currentOnly',
    ns: [...SERVER_NAMESPACES],
    defaultNS: 'server-messages',
    initAsync: false,
    interpolation: MESSAGE_INTERPOLATION,
    returnNull: false,
  });
  instance = created;
  return created;
};

/** A translator bound to a language: `t('signInEmail.subject', { company })`. */
export const translatorFor = (language: Language, namespace: ServerNamespace = 'server-messages') =>
  serverI18n().getFixedT(language, namespace);

/** Whether a key has words in English (the source every language is checked against). */
export const hasMessage = (key: string, namespace: ServerNamespace = 'server-messages') =>
  serverI18n().exists(key, { lng: DEFAULT_LANGUAGE, ns: namespace });
