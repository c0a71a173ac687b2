import {
  DEFAULT_LANGUAGE,
  fillPlaceholders,
  languageFallbacks,
  matchLanguage,
  textDirection,
  valueAtPath,
  type Language,
} from '@careers/shared';

/** A namespace's messages, as its JSON file has them: strings, in objects by key path. */
export type Catalogue = { readonly [key: string]: unknown };

export type TranslateOptions = {
  /** Picks the plural form (`_zero` for 0 where there is one, then the language's rule). */
  count?: number;
  /** The namespace(s) to read, in order, instead of the caller's. */
  ns?: string | readonly string[];
  /** The text when no catalogue has the key (its placeholders filled too). */
  defaultValue?: string;
  /** Values of the `%(name)s` placeholders. */
  readonly [name: string]: unknown;
};

/** Keys are not typed. */
export type TFunction = (key: string, options?: TranslateOptions) => string;

type Load = (language: Language, namespace: string) => Promise<Catalogue>;

/** The languages a message is read in, in order (fr-CA, fr, en): the server's order too. */
const readingOrders = new Map<Language, readonly Language[]>();
const languagesOf = (language: Language) => {
  let order = readingOrders.get(language);
  if (!order) {
    order = [language, ...languageFallbacks(language)];
    readingOrders.set(language, order);
  }
  return order;
};

const pluralRules = new Map<string, Intl.PluralRules>();
const pluralCategory = (language: string, count: number) => {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
};

/** The keys to try for one language, best first, as i18next orders them. */
const candidateKeys = (key: string, language: string, count: number | undefined) => {
  if (count === undefined) return [key];
  const category = pluralCategory(language, count);
  return [
    ...(count === 0 ? [`${key}_zero`] : []),
    `${key}_${category}`,
    key,
    ...(category === 'other' ? [] : [`${key}_other`]),
  ];
};

/**
 * The app's translator: the subset of i18next the app uses, over the same catalogues and with
 * the same results (translator.test.ts compares the two on every catalogue). Messages are read
 * in the language, then its base language when supported (fr-CA, then fr), then English; each
 * namespace of each of those languages loads once, through `load`. Why not i18next itself: it
 * and react-i18next were 15 KB (brotli) of every public page's first load, whose budget is 120 KB,
 * for what this file does. The server keeps i18next.
 */
export const createTranslator = ({
  load,
  defaultNamespace,
}: {
  load: Load;
  defaultNamespace: string;
}) => {
  const catalogues = new Map<string, Catalogue>();
  const loading = new Map<string, Promise<void>>();
  const fixedTs = new Map<string, TFunction>();
  const usedNamespaces = new Set<string>();
  const listeners = new Set<(language: Language) => void>();
  let current: Language = DEFAULT_LANGUAGE;

  const storeKey = (language: Language, namespace: string) => `${language}|${namespace}`;

  /** A catalogue that fails to load reads as empty: its messages fall back to English. */
  const loadOne = (language: Language, namespace: string) => {
    const key = storeKey(language, namespace);
    let promise = loading.get(key);
    if (!promise) {
      promise = load(language, namespace).then(
        (catalogue) => void catalogues.set(key, catalogue),
        () => void catalogues.set(key, {}),
      );
      loading.set(key, promise);
    }
    return promise;
  };

  const loadAll = async (language: Language, namespaces: Iterable<string>) => {
    const pending: Promise<void>[] = [];
    for (const namespace of namespaces)
      for (const code of languagesOf(language)) pending.push(loadOne(code, namespace));
    await Promise.all(pending);
  };

  const hasLoaded = (namespaces: readonly string[], language = current) =>
    namespaces.every((namespace) =>
      languagesOf(language).every((code) => catalogues.has(storeKey(code, namespace))),
    );

  const translateIn = (
    language: Language,
    namespaces: readonly string[],
    fullKey: string,
    options: TranslateOptions,
  ): string | undefined => {
    const colon = fullKey.indexOf(':');
    const [readIn, key] =
      colon > 0 ? [[fullKey.slice(0, colon)], fullKey.slice(colon + 1)] : [namespaces, fullKey];
    const count = typeof options.count === 'number' ? options.count : undefined;
    const languages = languagesOf(language);
    for (const namespace of readIn) {
      for (const code of languages) {
        const catalogue = catalogues.get(storeKey(code, namespace));
        for (const candidate of candidateKeys(key, code, count)) {
          const value = valueAtPath(catalogue, candidate);
          if (typeof value === 'string') return value;
        }
      }
    }
    return undefined;
  };

  const fixedT =
    (language: Language | undefined, namespaces: readonly string[]): TFunction =>
    (key, options = {}) => {
      const read = options.ns === undefined ? namespaces : [options.ns].flat();
      const found = translateIn(language ?? current, read, key, options);
      const keyWithoutNamespace = key.slice(key.indexOf(':') + 1);
      return fillPlaceholders(found ?? options.defaultValue ?? keyWithoutNamespace, options);
    };

  return {
    get language() {
      return current;
    },
    /** The languages messages are read in now, in order (fr-CA, fr, en). */
    get languages() {
      return languagesOf(current);
    },
    /** Every namespace asked for so far (the server preloads their catalogues). */
    usedNamespaces: () => [...usedNamespaces],
    t: fixedT(undefined, [defaultNamespace]),
    /** A `t` in `language` (null: the current one) reading `namespace`; the same one each time. */
    getFixedT: (language: Language | null, namespace: string | readonly string[]) => {
      const namespaces = [namespace].flat();
      const key = `${language ?? ''}|${namespaces.join(' ')}`;
      let t = fixedTs.get(key);
      if (!t) {
        t = fixedT(language ?? undefined, namespaces);
        fixedTs.set(key, t);
      }
      return t;
    },
    exists: (key: string, options: TranslateOptions = {}) =>
      translateIn(current, [defaultNamespace], key, options) !== undefined,
    dir: (language = current) => textDirection(matchLanguage(language) ?? DEFAULT_LANGUAGE),
    /** Whether the namespaces are there in the language and those behind it. */
    hasLoaded,
    /**
     * Loads namespaces in the current language and those behind it (each catalogue once), and
     * notes them as used.
     */
    loadNamespaces: (namespaces: string | readonly string[]): Promise<void> => {
      const list = [namespaces].flat();
      for (const namespace of list) usedNamespaces.add(namespace);
      return loadAll(current, list);
    },
    /** Loads every namespace used so far in `language`, then switches to it and tells listeners. */
    changeLanguage: async (language: Language) => {
      await loadAll(language, usedNamespaces);
      current = language;
      for (const listener of listeners) listener(language);
    },
    /** Calls back on each language switch; returns the unsubscribe. */
    onLanguageChanged: (listener: (language: Language) => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Adds one message to a loaded (or new) catalogue: for tests. */
    addResource: (language: Language, namespace: string, key: string, value: string) => {
      const existing = catalogues.get(storeKey(language, namespace)) ?? {};
      catalogues.set(storeKey(language, namespace), { ...existing, [key]: value });
    },
  };
};

export type Translator = ReturnType<typeof createTranslator>;
