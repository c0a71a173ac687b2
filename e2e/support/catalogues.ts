import { readdirSync, readFileSync } from 'node:fs';

const LOCALES = new URL('../../apps/web/src/locales/', import.meta.url);

type Tree = { [key: string]: string | Tree };

const read = (language: string, namespace: string): Tree =>
  JSON.parse(readFileSync(new URL(`${language}/${namespace}.json`, LOCALES), 'utf8')) as Tree;

/** The languages the product ships, from its catalogue folders. */
export const catalogueLanguages = () =>
  readdirSync(LOCALES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

const namespaces = () =>
  readdirSync(new URL('en/', LOCALES))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length));

const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );

/** A value of a language's catalogue: `words('de', 'notifications', 'bell')`. */
export const words = (language: string, namespace: string, key: string): string => {
  const value = flatten(read(language, namespace)).find(([name]) => name === key)?.[1];
  if (value === undefined) throw new Error(`${language}/${namespace}.json has no ${key}`);
  return value;
};

/**
 * The English interface strings a page in `language` must not show: every English catalogue
 * value without placeholders whose translation differs (a string the language writes the same,
 * such as a brand name or 'OK', is not a sign of a missing translation).
 */
export const englishOnlyStrings = (language: string): Set<string> => {
  const strings = new Set<string>();
  for (const namespace of namespaces()) {
    const translated = new Map(flatten(read(language, namespace)));
    for (const [key, english] of flatten(read('en', namespace))) {
      if (/%\(|\{\{|<\w|\$t\(/.test(english) || !/\p{L}{3}/u.test(english)) continue;
      if (translated.get(key) !== english) strings.add(english.trim());
    }
  }
  // strings that some other key of the language does write as in English are not English-only
  for (const namespace of namespaces())
    for (const [, value] of flatten(read(language, namespace))) strings.delete(value.trim());
  return strings;
};
