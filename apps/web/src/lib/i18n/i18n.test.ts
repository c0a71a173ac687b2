import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasCatalogue } from './catalogue-backend.ts';
import {
  applyDocumentLanguage,
  ensureLanguage,
  i18n,
  initI18n,
  resolveInterfaceLanguage,
} from './index.ts';
import { languageCookie, languageDirection } from './language.ts';

describe('resolveInterfaceLanguage', () => {
  it("takes the server's boot-data language once there is one", () => {
    expect(resolveInterfaceLanguage({ bootLanguage: 'de', hl: 'fr', browser: ['es'] })).toBe('de');
  });

  it('before boot data: hl, then the cookie, then the browser, then the tenant default, then English', () => {
    expect(resolveInterfaceLanguage({ hl: 'pt_br', tenantDefault: 'de', browser: ['es'] })).toBe(
      'pt-BR',
    );
    expect(resolveInterfaceLanguage({ hl: 'xx', tenantDefault: 'de', browser: ['es'] })).toBe('es');
    expect(resolveInterfaceLanguage({ hl: 'xx', tenantDefault: 'de', browser: ['xx'] })).toBe('de');
    expect(resolveInterfaceLanguage({ cookie: 'ar', browser: ['es'] })).toBe('ar');
    expect(resolveInterfaceLanguage({ browser: ['zh-HK'] })).toBe('zh-TW');
    expect(resolveInterfaceLanguage({ browser: ['nn-NO'] })).toBe('nb');
    expect(resolveInterfaceLanguage({ browser: ['xx-YY', 'fr-CH', 'es'] })).toBe('fr');
    expect(resolveInterfaceLanguage({ browser: ['zh-TW'] })).toBe('zh-TW');
    expect(resolveInterfaceLanguage({ browser: ['tlh'] })).toBe('en');
    expect(resolveInterfaceLanguage({})).toBe('en');
  });
});

describe('languageCookie', () => {
  it('reads the hl cookie among others', () => {
    expect(languageCookie('a=1; hl=ja; b=2')).toBe('ja');
    expect(languageCookie('a=1')).toBeUndefined();
  });
});

describe('direction', () => {
  it('is right-to-left for Arabic and Hebrew only', () => {
    expect(languageDirection('ar')).toBe('rtl');
    expect(languageDirection('he')).toBe('rtl');
    expect(languageDirection('fr-CA')).toBe('ltr');
    expect(languageDirection('ja')).toBe('ltr');
  });

  it('sets <html lang dir>', () => {
    const root = document.createElement('html');
    applyDocumentLanguage('he', root);
    expect(root.lang).toBe('he');
    expect(root.dir).toBe('rtl');
  });
});

describe('i18n instance', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  afterAll(async () => {
    await i18n.changeLanguage('en');
  });

  it("uses the spec's %(name)s interpolation without HTML escaping", async () => {
    await ensureLanguage('en');
    expect(i18n.t('title.search', { query: 'R&D', location: 'Paris' })).toBe('R&D at Paris');
  });

  it('picks plural forms by the _one/_other suffixes with %(count)s', async () => {
    await ensureLanguage('en');
    i18n.addResource('en', 'plural-test', 'jobs_one', '%(count)s open job');
    i18n.addResource('en', 'plural-test', 'jobs_other', '%(count)s open jobs');
    expect(i18n.t('jobs', { ns: 'plural-test', count: 1 })).toBe('1 open job');
    expect(i18n.t('jobs', { ns: 'plural-test', count: 12 })).toBe('12 open jobs');
  });

  it('switches to French with its catalogue and keeps <html> in step', async () => {
    await ensureLanguage('fr');
    expect(i18n.t('navbar.signIn')).toBe('Se connecter');
    expect(document.documentElement.lang).toBe('fr');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('reads fr-CA from its own catalogue', async () => {
    expect(hasCatalogue('fr-CA', 'shell')).toBe(true);
    await ensureLanguage('fr-CA');
    const frCa = (await import('@/locales/fr-CA/shell.json')).default;
    expect(i18n.t('navbar.signOut')).toBe(frCa.navbar.signOut);
  });

  it("reads the console's catalogues from their own map, apart from the public pages'", async () => {
    expect(hasCatalogue('fr', 'employer-schedule')).toBe(false);
    await ensureLanguage('fr');
    await i18n.loadNamespaces(['employer', 'employer-schedule']);
    expect(i18n.t('events.new', { ns: 'employer-schedule' })).toBe('Nouvel événement');
    const employer = (await import('@/locales/fr/employer.json')).default;
    expect(i18n.t('nav.positions', { ns: 'employer' })).toBe(employer.nav.positions);
  });

  it('reads Arabic from its catalogue, right to left', async () => {
    await ensureLanguage('ar');
    expect(i18n.t('navbar.signIn')).toBe('تسجيل الدخول');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('falls back to English for a key a catalogue lacks', async () => {
    await ensureLanguage('ar');
    expect(i18n.t('navbar.notAKeyAnywhere', { defaultValue: 'fallback' })).toBe('fallback');
    i18n.addResource('en', 'shell', 'test.onlyInEnglish', 'Only in English');
    expect(i18n.t('test.onlyInEnglish')).toBe('Only in English');
  });

  it('has a French entry for every English shell key', async () => {
    const en = (await import('@/locales/en/shell.json')).default;
    const fr = (await import('@/locales/fr/shell.json')).default;
    const keys = (value: object, prefix = ''): string[] =>
      Object.entries(value).flatMap(([key, inner]) =>
        typeof inner === 'object' && inner !== null
          ? keys(inner, `${prefix}${key}.`)
          : [`${prefix}${key}`],
      );
    expect(keys(fr).sort()).toEqual(keys(en).sort());
  });
});
