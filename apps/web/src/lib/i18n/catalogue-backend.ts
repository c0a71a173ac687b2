import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';
import { catalogueLanguages } from 'virtual:catalogues';

type CatalogueModule = { default: ResourceKey };

// One lazy chunk per locales/<lang>/<namespace>.json, found through a small map per language
// (build/catalogue-maps.ts): a page ships only its language's map and catalogues.
// `server-messages` (e-mails, notifications) is the server's alone: no entry, no chunk here.
// The console's catalogues have a map of their own (console-catalogues.ts), loaded when needed.
const isConsoleNamespace = (namespace: string) =>
  namespace === 'employer' || namespace.startsWith('employer-');

const languageOf = (language: string) =>
  Object.hasOwn(catalogueLanguages, language) ? catalogueLanguages[language] : undefined;

/** The catalogue's source module, as the build's manifest names it (for the server's preloads). */
export const cataloguePath = (language: string, namespace: string) =>
  `src/locales/${language}/${namespace}.json`;

/** A language's map of catalogues, as the build's manifest names it (for the server's preloads). */
export const catalogueMapPath = (language: string) => `virtual:catalogues/${language}`;

/** Whether the public pages have this catalogue (the console's are not theirs). */
export const hasCatalogue = (language: string, namespace: string): boolean =>
  languageOf(language)?.namespaces.includes(namespace) ?? false;

const loaderOf = async (
  language: string,
  namespace: string,
): Promise<(() => Promise<CatalogueModule>) | undefined> => {
  if (isConsoleNamespace(namespace)) {
    const { consoleCatalogues } = await import('./console-catalogues.ts');
    return consoleCatalogues[`../../locales/${language}/${namespace}.json`];
  }
  const entry = languageOf(language);
  if (!entry?.namespaces.includes(namespace)) return undefined;
  const { default: catalogues } = await entry.load();
  return catalogues[namespace];
};

/**
 * An i18next backend reading the JSON catalogues bundled by Vite. A language or namespace
 * without a file is an empty catalogue, so i18next falls back to English instead of retrying.
 */
export const catalogueBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language: string, namespace: string, callback: ReadCallback) => {
    loaderOf(language, namespace)
      .then((load) => (load ? load() : { default: {} }))
      .then(
        (module) => callback(null, module.default),
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), false),
      );
  },
};
