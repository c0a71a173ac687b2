import { catalogueLanguages } from 'virtual:catalogues';
import type { Catalogue } from './translator.ts';

type CatalogueModule = { default: Catalogue };

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
 * A catalogue of the JSON files bundled by Vite. A language or namespace without a file is an
 * empty catalogue, so its messages fall back to English.
 */
export const loadCatalogue = async (language: string, namespace: string): Promise<Catalogue> => {
  const load = await loaderOf(language, namespace);
  return load ? (await load()).default : {};
};
