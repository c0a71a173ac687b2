import fs from 'node:fs';
import path from 'node:path';
import { MESSAGE_INTERPOLATION, SUPPORTED_LANGUAGES, type Language } from '@careers/shared';
import i18next, { type Resource } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createTranslator, type Catalogue } from './translator.ts';

// The translator stands in for i18next in the browser: on every catalogue of every language it
// must give what i18next gives (plural forms, English behind a missing message, placeholders,
// namespaces in the key, default values).

const LOCALES = path.resolve(import.meta.dirname, '../../locales');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const COUNTS = [0, 1, 2, 3, 5, 11, 21, 22, 100, 101, 1.5];

const resources: Resource = Object.fromEntries(
  SUPPORTED_LANGUAGES.map((language) => [
    language,
    Object.fromEntries(
      fs
        .readdirSync(path.join(LOCALES, language))
        .filter((file) => file.endsWith('.json'))
        .map((file) => [
          file.replace(/\.json$/, ''),
          JSON.parse(fs.readFileSync(path.join(LOCALES, language, file), 'utf8')) as Catalogue,
        ]),
    ),
  ]),
);
const namespaces = Object.keys(resources.en ?? {});

/** Every message key of a catalogue. */
const keysOf = (catalogue: object, prefix = ''): string[] =>
  Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
/** The base keys of the messages with plural forms in any language. */
const pluralKeys = new Set(
  SUPPORTED_LANGUAGES.flatMap((language) =>
    Object.entries(resources[language] ?? {}).flatMap(([namespace, catalogue]) =>
      keysOf(catalogue as object)
        .filter((key) => PLURAL_SUFFIX.test(key))
        .map((key) => `${namespace}:${key.replace(PLURAL_SUFFIX, '')}`),
    ),
  ),
);

const catalogueTexts = new Map(
  SUPPORTED_LANGUAGES.flatMap((language) =>
    namespaces.map((namespace) => [
      `${language}|${namespace}`,
      JSON.stringify(resources[language]?.[namespace] ?? {}),
    ]),
  ),
);

/** A value for each placeholder any language writes in a message. */
const placeholderValues = (key: string, namespace: string) => {
  const values: Record<string, string> = {};
  for (const language of SUPPORTED_LANGUAGES) {
    const text = catalogueTexts.get(`${language}|${namespace}`) ?? '';
    const at = text.indexOf(`"${key.split('.').at(-1) ?? key}`);
    if (at < 0) continue;
    for (const [, name] of text.slice(at, at + 2000).matchAll(/%\(([^)]+)\)s/g))
      if (name && name !== 'count') values[name] = `‹${name}›`;
  }
  return values;
};

const referenceIn = async (language: string) => {
  const reference = i18next.createInstance();
  await reference.init({
    resources,
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...SUPPORTED_LANGUAGES],
    load: 'all',
    ns: namespaces,
    defaultNS: 'shell',
    fallbackNS: false,
    interpolation: MESSAGE_INTERPOLATION,
    returnNull: false,
  });
  return reference;
};

const translatorIn = async (language: Language) => {
  const translator = createTranslator({
    load: (code, namespace) =>
      Promise.resolve((resources[code]?.[namespace] as Catalogue | undefined) ?? {}),
    defaultNamespace: 'shell',
  });
  await translator.changeLanguage(language);
  await translator.loadNamespaces(namespaces);
  return translator;
};

describe('the translator', () => {
  it.each(SUPPORTED_LANGUAGES)(
    'gives what i18next gives for every message in %s',
    async (language) => {
      const reference = await referenceIn(language);
      const translator = await translatorIn(language);
      let compared = 0;
      for (const namespace of namespaces) {
        const t = translator.getFixedT(null, namespace);
        const expected = reference.getFixedT(null, namespace);
        const keys = keysOf((resources.en?.[namespace] ?? {}) as object).map((key) =>
          key.replace(PLURAL_SUFFIX, ''),
        );
        for (const key of new Set(keys)) {
          const values = placeholderValues(key, namespace);
          expect(t(key, values), `${namespace}:${key}`).toBe(expected(key, values));
          compared += 1;
          if (!pluralKeys.has(`${namespace}:${key}`)) continue;
          for (const count of COUNTS) {
            expect(t(key, { ...values, count }), `${namespace}:${key} ${String(count)}`).toBe(
              expected(key, { ...values, count }),
            );
          }
          compared += COUNTS.length;
        }
      }
      expect(compared).toBeGreaterThan(1500);
    },
  );

  it('reads a namespace named in the key, a default value, and a missing key as i18next does', async () => {
    const reference = await referenceIn('fr-CA');
    const translator = await translatorIn('fr-CA');
    const cases: [string, Record<string, unknown>][] = [
      ['errors:offer_expired', {}],
      ['navbar.signIn', { ns: 'shell' }],
      ['query.error', { ns: ['search', 'shell'] }],
      ['navbar.notAKey', { defaultValue: 'Fallback for %(name)s', name: 'Ada' }],
      ['navbar.notAKey', {}],
      ['errors:not_a_code', {}],
      ['title.search', { query: 'R&D' }],
      ['title.search', { query: 42, location: null }],
    ];
    for (const [key, options] of cases)
      expect(translator.t(key, options), key).toBe(reference.t(key, options));
    expect(translator.exists('errors:offer_expired')).toBe(true);
    expect(translator.exists('errors:not_a_code')).toBe(false);
  });

  it('loads each catalogue once, in the language and those behind it, and falls back when one fails', async () => {
    const asked: string[] = [];
    const translator = createTranslator({
      load: (language, namespace) => {
        asked.push(`${language}/${namespace}`);
        if (language === 'fr') return Promise.reject(new Error('offline'));
        return Promise.resolve(
          language === 'en' ? { hello: 'Hello' } : { bye: `${language}: au revoir` },
        );
      },
      defaultNamespace: 'shell',
    });
    await translator.changeLanguage('fr-CA');
    await Promise.all([translator.loadNamespaces('shell'), translator.loadNamespaces('shell')]);
    expect(asked).toEqual(['fr-CA/shell', 'fr/shell', 'en/shell']);
    expect(translator.hasLoaded(['shell'])).toBe(true);
    expect(translator.t('bye')).toBe('fr-CA: au revoir');
    expect(translator.t('hello')).toBe('Hello');
    const seen: string[] = [];
    translator.onLanguageChanged((language) => seen.push(language));
    await translator.changeLanguage('de');
    // the namespaces used so far come in the new language before the switch
    expect(asked).toContain('de/shell');
    expect(seen).toEqual(['de']);
    expect(translator.dir('ar')).toBe('rtl');
    expect(translator.languages).toEqual(['de', 'en']);
  });
});
