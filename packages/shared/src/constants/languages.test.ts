import { describe, expect, it } from 'vitest';
import { matchLanguage, resolveLanguage, SUPPORTED_LANGUAGES, textDirection } from './languages.ts';

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

  it('prefers hl, then the tenant default, then the browser, then English', () => {
    expect(resolveLanguage({ hl: 'ja', tenantDefault: 'de', browser: ['fr'] })).toBe('ja');
    expect(resolveLanguage({ hl: 'klingon', tenantDefault: 'de', browser: ['fr'] })).toBe('de');
    expect(resolveLanguage({ browser: ['xx', 'es-MX'] })).toBe('es');
    expect(resolveLanguage({})).toBe('en');
  });

  it('writes Arabic and Hebrew right to left', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('he')).toBe('rtl');
    expect(textDirection('fr')).toBe('ltr');
  });
});
