// The comparison behind `node scripts/check-catalogues.ts`: every language against English. A
// problem is reported when a catalogue file is missing or is not valid JSON, a key of English is
// missing, a key English does not have is there, a value is not a string (or not an object) where
// English has one, or a placeholder of English (`%(name)s`, `{{name}}`, `$t(...)`, `<tag>`) is
// missing or added. Plural keys follow i18next: a key may carry `_zero|_one|_two|_few|_many|_other`
// variants of a base English has; every plural base needs `_other`, and the variants English has
// for the categories the language uses (by Intl.PluralRules), plus the language's own categories
// (e.g. `_few` in Polish).
import fs from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_LANGUAGE,
  SUPPORTED_LANGUAGES,
} from '../../packages/shared/src/constants/languages.ts';

export const LOCALES_DIR = path.resolve(import.meta.dirname, '../../apps/web/src/locales');

export type ProblemKind =
  | 'missing-file'
  | 'invalid-json'
  | 'extra-file'
  | 'missing-key'
  | 'extra-key'
  | 'not-string'
  | 'not-object'
  | 'missing-other'
  | 'missing-plural'
  | 'missing-placeholder'
  | 'added-placeholder';

export type Problem = {
  kind: ProblemKind;
  language: string;
  namespace: string;
  /** The dotted key, '' for a problem with the whole file. */
  key: string;
  detail: string;
};

/** A language's catalogues by namespace; undefined for a missing file, an Error for bad JSON. */
export type Catalogues = Record<string, unknown>;

const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const PLURAL_SUFFIX = new RegExp(`_(${PLURAL_CATEGORIES.join('|')})$`);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const typeName = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'an array' : `a ${typeof value}`;

/** The distinct placeholders of a message: `%(name)s`, `{{name}}`, `$t(key)` and HTML-like tags. */
export const placeholders = (text: string): string[] => {
  const found = text.match(/%\(\w+\)s|\{\{[^{}]+\}\}|\$t\([^()]*\)|<\/?[A-Za-z0-9][\w-]*\s*\/?>/g);
  return [...new Set((found ?? []).map((token) => token.replace(/\s+/g, '')))].sort();
};

const splitPlural = (key: string): { base: string; category: string } | undefined => {
  const match = PLURAL_SUFFIX.exec(key);
  return match ? { base: key.slice(0, match.index), category: match[1] ?? '' } : undefined;
};

const pluralCategories = (language: string): string[] => {
  try {
    return new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  } catch {
    return ['other'];
  }
};

/** Plural categories that a single whole number selects in the language (e.g. 'one' in de, not in fr). */
const singleNumberCategories = (language: string): string[] => {
  const numbers = new Map<string, number>();
  try {
    const rules = new Intl.PluralRules(language);
    for (let n = 0; n <= 1000; n++) {
      const category = rules.select(n);
      numbers.set(category, (numbers.get(category) ?? 0) + 1);
    }
  } catch {
    return [];
  }
  return [...numbers].filter(([, count]) => count === 1).map(([category]) => category);
};

/** Compares one namespace's parsed catalogue with English, level by level. */
export function compareNamespace(
  language: string,
  namespace: string,
  english: Record<string, unknown>,
  translated: Record<string, unknown>,
): Problem[] {
  const problems: Problem[] = [];
  const categories = pluralCategories(language);
  const report = (kind: ProblemKind, key: string, detail: string) =>
    problems.push({ kind, language, namespace, key, detail });

  // `%(count)s` may be left out of a form that only one number takes (`_zero`; `_one` in German).
  const exactCategories = new Set(['zero', ...singleNumberCategories(language)]);
  // A plural form may use what any English form of the same message uses: Russian's `_one`
  // also covers 21 and 101, so it shows the range English shows only in `_other`.
  const variantPlaceholders = (level: Record<string, unknown>, key: string): string[] => {
    const plural = splitPlural(key.slice(key.lastIndexOf('.') + 1));
    if (!plural) return [];
    return PLURAL_CATEGORIES.flatMap((category) => {
      const sibling = level[`${plural.base}_${category}`];
      return typeof sibling === 'string' ? placeholders(sibling) : [];
    });
  };
  const compareMessage = (
    key: string,
    source: string,
    value: unknown,
    level: Record<string, unknown> = {},
  ) => {
    if (typeof value !== 'string') {
      report('not-string', key, `expected a string, found ${typeName(value)}`);
      return;
    }
    const category = splitPlural(key)?.category;
    const countOptional = category !== undefined && exactCategories.has(category);
    const expected = placeholders(source);
    const actual = placeholders(value);
    const missing = expected.filter(
      (token) => !actual.includes(token) && !(countOptional && token === '%(count)s'),
    );
    const allowed = [...expected, ...variantPlaceholders(level, key)];
    const added = actual.filter((token) => !allowed.includes(token));
    if (missing.length) report('missing-placeholder', key, `lacks ${missing.join(' ')}`);
    if (added.length) report('added-placeholder', key, `adds ${added.join(' ')}`);
  };

  const walk = (
    source: Record<string, unknown>,
    target: Record<string, unknown>,
    prefix: string,
  ) => {
    // Plural bases of this level: a key with plural-suffixed variants in English or here.
    const pluralBases = new Set<string>();
    for (const key of [...Object.keys(source), ...Object.keys(target)]) {
      const plural = splitPlural(key);
      if (!plural) continue;
      const isEnglishVariant = key in source;
      const baseInEnglish =
        plural.base in source ||
        PLURAL_CATEGORIES.some((category) => `${plural.base}_${category}` in source);
      if (isEnglishVariant || baseInEnglish) pluralBases.add(plural.base);
    }

    for (const [key, sourceValue] of Object.entries(source)) {
      const full = prefix + key;
      const plural = splitPlural(key);
      const isGroupVariant = plural !== undefined && pluralBases.has(plural.base);
      if (!(key in target)) {
        // A plural variant is only needed where the language uses its category; `_other` always.
        if (isGroupVariant && !categories.includes(plural.category) && plural.category !== 'other')
          continue;
        report('missing-key', full, isObject(sourceValue) ? 'missing object' : 'missing');
        continue;
      }
      const value = target[key];
      if (isObject(sourceValue)) {
        if (isObject(value)) walk(sourceValue, value, `${full}.`);
        else report('not-object', full, `expected an object, found ${typeName(value)}`);
      } else if (typeof sourceValue === 'string') {
        compareMessage(full, sourceValue, value, source);
      } else if (JSON.stringify(sourceValue) !== JSON.stringify(value)) {
        report('not-string', full, `expected ${JSON.stringify(sourceValue)} as in English`);
      }
    }

    for (const [key, value] of Object.entries(target)) {
      if (key in source) continue;
      const full = prefix + key;
      const plural = splitPlural(key);
      if (!plural || !pluralBases.has(plural.base)) {
        report('extra-key', full, 'not in English');
        continue;
      }
      // A variant English lacks: compared with English's `_other`, else with the base key.
      const reference = source[`${plural.base}_other`] ?? source[plural.base];
      if (typeof reference === 'string') compareMessage(full, reference, value, source);
      else report('extra-key', full, 'not a plural variant of an English message');
    }

    for (const base of pluralBases) {
      const full = prefix + base;
      const variants = PLURAL_CATEGORIES.filter((category) => `${base}_${category}` in target);
      if (!variants.length) continue;
      if (!variants.includes('other') && !(`${base}_other` in source)) {
        report('missing-other', `${full}_other`, 'every plural key needs an _other form');
      }
      // Only for groups English declares as plural (not a plain key given variants here).
      const englishGroup = PLURAL_CATEGORIES.some((category) => `${base}_${category}` in source);
      if (!englishGroup) continue;
      for (const category of categories) {
        if (category === 'other' || `${base}_${category}` in target) continue;
        if (`${base}_${category}` in source) continue; // reported above as a missing key
        report('missing-plural', `${full}_${category}`, `${language} needs the ${category} form`);
      }
    }
  };

  walk(english, translated, '');
  return problems;
}

/** Compares a language's catalogues (by namespace) with English's. */
export function compareCatalogues(
  language: string,
  english: Catalogues,
  translated: Catalogues,
): Problem[] {
  const problems: Problem[] = [];
  const fileProblem = (kind: ProblemKind, namespace: string, detail: string) =>
    problems.push({ kind, language, namespace, key: '', detail });
  if (!Object.keys(translated).length) {
    fileProblem(
      'missing-file',
      '*',
      `no catalogue files (English has ${Object.keys(english).length})`,
    );
    return problems;
  }
  for (const [namespace, source] of Object.entries(english)) {
    const target = translated[namespace];
    if (target === undefined) fileProblem('missing-file', namespace, 'no catalogue file');
    else if (target instanceof Error) fileProblem('invalid-json', namespace, target.message);
    else if (!isObject(source) || !isObject(target)) {
      fileProblem('not-object', namespace, 'a catalogue must be a JSON object');
    } else problems.push(...compareNamespace(language, namespace, source, target));
  }
  for (const namespace of Object.keys(translated)) {
    if (!(namespace in english)) fileProblem('extra-file', namespace, 'English has no such file');
  }
  return problems;
}

/** Reads `<dir>/<language>/*.json`: parsed JSON, or an Error for a file that does not parse. */
export function readCatalogues(localesDir: string, language: string): Catalogues {
  const folder = path.join(localesDir, language);
  if (!fs.existsSync(folder)) return {};
  const catalogues: Catalogues = {};
  for (const file of fs.readdirSync(folder).sort()) {
    if (!file.endsWith('.json')) continue;
    const text = fs.readFileSync(path.join(folder, file), 'utf8');
    try {
      catalogues[file.slice(0, -'.json'.length)] = JSON.parse(text) as unknown;
    } catch (error) {
      catalogues[file.slice(0, -'.json'.length)] =
        error instanceof Error ? error : new Error(String(error));
    }
  }
  return catalogues;
}

/** Checks the given languages (default: every supported one but English) against English. */
export function checkCatalogues(
  localesDir: string = LOCALES_DIR,
  languages: readonly string[] = SUPPORTED_LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE),
): { problems: Problem[]; namespaces: number; languages: number } {
  const english = readCatalogues(localesDir, DEFAULT_LANGUAGE);
  const problems = languages.flatMap((language) =>
    compareCatalogues(language, english, readCatalogues(localesDir, language)),
  );
  return { problems, namespaces: Object.keys(english).length, languages: languages.length };
}

export const formatProblem = (problem: Problem): string =>
  `${problem.language}/${problem.namespace}.json${problem.key ? ` ${problem.key}` : ''}: ` +
  `${problem.kind} (${problem.detail})`;
