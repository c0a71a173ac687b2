import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';

type CatalogueModule = { default: ResourceKey };

// One lazy chunk per locales/<lang>/<namespace>.json: a page ships only its language's catalogues.
// `server-messages` (e-mails, notifications) is the server's alone: no map entry, no chunk here.
// The console's catalogues have a map of their own (console-catalogues.ts), loaded when needed.
const catalogues = import.meta.glob<CatalogueModule>([
  '../../locales/*/*.json',
  '!../../locales/*/server-messages.json',
  '!../../locales/*/employer*.json',
]);

const isConsoleNamespace = (namespace: string) =>
  namespace === 'employer' || namespace.startsWith('employer-');

export const cataloguePath = (language: string, namespace: string) =>
  `../../locales/${language}/${namespace}.json`;

/** Whether the public pages' map has this catalogue (the console's are not in it). */
export const hasCatalogue = (language: string, namespace: string): boolean =>
  cataloguePath(language, namespace) in catalogues;

/**
 * An i18next backend reading the JSON catalogues bundled by Vite. A language or namespace
 * without a file is an empty catalogue, so i18next falls back to English instead of retrying.
 */
export const catalogueBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language: string, namespace: string, callback: ReadCallback) => {
    const path = cataloguePath(language, namespace);
    const loader = isConsoleNamespace(namespace)
      ? import('./console-catalogues.ts').then(({ consoleCatalogues }) => consoleCatalogues[path])
      : Promise.resolve(catalogues[path]);
    loader
      .then((load) => (load ? load() : { default: {} }))
      .then(
        (module) => callback(null, module.default),
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), false),
      );
  },
};
