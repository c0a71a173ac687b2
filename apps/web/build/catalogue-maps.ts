import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const LOCALES = fileURLToPath(new URL('../src/locales', import.meta.url));
const LANGUAGES_ID = 'virtual:catalogues';
const LANGUAGE_PREFIX = `${LANGUAGES_ID}/`;

/** The public pages' namespaces: `server-messages` is the server's, `employer*` the console's. */
const isPublicNamespace = (namespace: string) =>
  namespace !== 'server-messages' && namespace !== 'employer' && !namespace.startsWith('employer-');

const namespacesOf = (language: string) =>
  fs
    .readdirSync(path.join(LOCALES, language))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .filter(isPublicNamespace)
    .sort();

const languages = () =>
  fs
    .readdirSync(LOCALES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** `virtual:catalogues`: each language's namespaces, and the loader of its map. */
const languagesModule = () => {
  const entries = languages().map(
    (language) =>
      `${JSON.stringify(language)}: { namespaces: ${JSON.stringify(namespacesOf(language))}, load: () => import(${JSON.stringify(LANGUAGE_PREFIX + language)}) }`,
  );
  return `export const catalogueLanguages = {\n${entries.join(',\n')}\n};\n`;
};

/** `virtual:catalogues/<language>`: one lazy chunk per catalogue of that language. */
const languageModule = (language: string) => {
  const entries = namespacesOf(language).map(
    (namespace) =>
      `${JSON.stringify(namespace)}: () => import(${JSON.stringify(path.join(LOCALES, language, `${namespace}.json`))})`,
  );
  return `export default {\n${entries.join(',\n')}\n};\n`;
};

/**
 * The public catalogues' loaders, one small map per language (`virtual:catalogues/<language>`)
 * behind a list of languages (`virtual:catalogues`). One map of every language's catalogues (what
 * `import.meta.glob` makes) put an entry per language and namespace, ~9.5 KB brotli, in every
 * page's first load; a page needs its own language's map only.
 */
export const catalogueMaps = (): Plugin => ({
  name: 'careers:catalogue-maps',
  resolveId(id) {
    if (id === LANGUAGES_ID || id.startsWith(LANGUAGE_PREFIX)) return `\0${id}`;
    return undefined;
  },
  load(id) {
    if (id === `\0${LANGUAGES_ID}`) return languagesModule();
    if (id.startsWith(`\0${LANGUAGE_PREFIX}`)) {
      const language = id.slice(`\0${LANGUAGE_PREFIX}`.length);
      if (!languages().includes(language)) this.error(`no catalogues for ${language}`);
      return languageModule(language);
    }
    return undefined;
  },
});
