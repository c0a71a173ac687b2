import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';

type CatalogueModule = { default: ResourceKey };

// One lazy chunk per locales/<lang>/<namespace>.json: a page ships only its language's catalogues.
// `server-messages` (e-mails, notifications) is the server's alone: no map entry, no chunk here.
const catalogues = import.meta.glob<CatalogueModule>([
  '../../locales/*/*.json',
  '!../../locales/*/server-messages.json',
]);

export const cataloguePath = (language: string, namespace: string) =>
  `../../locales/${language}/${namespace}.json`;

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
    const load = catalogues[cataloguePath(language, namespace)];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
