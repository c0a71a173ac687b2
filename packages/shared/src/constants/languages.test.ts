import { describe, expect, it } from 'vitest';
import {
  languageFallbacks,
  matchLanguage,
  resolveLanguage,
  SUPPORTED_LANGUAGES,
  textDirection,
} from './languages.ts';

describe('languages', () => {
  it('supports the 37 languages of the spec', () => {
    expect(SUPPORTED_LANGUAGES).toHaveLength(37);
  });

  it('matches regional tags to a supported language', () => {
    expect(matchLanguage('pt-br')).toBe('pt-BR');
    expect(matchLanguage('fr_CA')).toBe('fr-CA');
    expect(matchLanguage('de-AT')).toBe('de');
    expect(matchLanguage('zh-cn')).toBe('zh-CN');
    expect(matchLanguage('xx')).toBeUndefined();
  });

  it('maps regions and scripts to the nearest supported language', () => {
    expect(matchLanguage('fr-CA')).toBe('fr-CA');
    expect(matchLanguage('fr-BE')).toBe('fr');
    expect(matchLanguage('pt-AO')).toBe('pt');
    expect(matchLanguage('zh-HK')).toBe('zh-TW');
    expect(matchLanguage('zh-MO')).toBe('zh-TW');
    expect(matchLanguage('zh-Hant')).toBe('zh-TW');
    expect(matchLanguage('zh-Hant-HK')).toBe('zh-TW');
    expect(matchLanguage('zh-Hans-HK')).toBe('zh-CN');
    expect(matchLanguage('zh-SG')).toBe('zh-CN');
    expect(matchLanguage('zh')).toBe('zh-CN');
    expect(matchLanguage('nn')).toBe('nb');
    expect(matchLanguage('no')).toBe('nb');
    expect(matchLanguage('nb-NO')).toBe('nb');
    expect(matchLanguage('iw')).toBe('he');
    expect(matchLanguage('sr-Latn-RS')).toBe('sr');
    expect(matchLanguage('')).toBeUndefined();
  });

  it('falls back from a regional catalogue to its base, then English', () => {
    expect(languageFallbacks('fr-CA')).toEqual(['fr', 'en']);
    expect(languageFallbacks('pt-BR')).toEqual(['pt', 'en']);
    expect(languageFallbacks('pt-PT')).toEqual(['pt', 'en']);
    expect(languageFallbacks('zh-TW')).toEqual(['en']);
    expect(languageFallbacks('de')).toEqual(['en']);
    expect(languageFallbacks('en')).toEqual([]);
  });

  it('chooses hl, then the cookie, then the saved language, then the browser, then the tenant, then English', () => {
    const all = { hl: 'ja', cookie: 'ko', saved: 'de', browser: ['fr'], tenantDefault: 'es' };
    expect(resolveLanguage(all)).toBe('ja');
    expect(resolveLanguage({ ...all, hl: 'klingon' })).toBe('ko');
    expect(resolveLanguage({ ...all, hl: null, cookie: null })).toBe('de');
    expect(resolveLanguage({ ...all, hl: null, cookie: null, saved: null })).toBe('fr');
    expect(resolveLanguage({ browser: ['xx', 'es-MX'], tenantDefault: 'de' })).toBe('es');
    expect(resolveLanguage({ browser: ['zh-HK', 'en'] })).toBe('zh-TW');
    expect(resolveLanguage({ browser: ['xx'], tenantDefault: 'de' })).toBe('de');
    expect(resolveLanguage({})).toBe('en');
  });

  it('writes Arabic and Hebrew right to left', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('he')).toBe('rtl');
    expect(textDirection('fr')).toBe('ltr');
  });
});
