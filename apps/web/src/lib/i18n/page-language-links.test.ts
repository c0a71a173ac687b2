import { describe, expect, it } from 'vitest';
import { withPageLanguage } from './page-language-links.ts';

describe('withPageLanguage', () => {
  it('adds the language the page was opened with to an in-app href, hash kept', () => {
    expect(withPageLanguage('/careers/dashboard?domain=acme.example&tab=x#top', 'ar')).toBe(
      '/careers/dashboard?domain=acme.example&tab=x&hl=ar#top',
    );
    expect(withPageLanguage('/logout', 'de')).toBe('/logout?hl=de');
  });

  it('leaves other sites, protocol-relative links and an href with its own hl alone', () => {
    expect(withPageLanguage('https://acme.example/life', 'ar')).toBe('https://acme.example/life');
    expect(withPageLanguage('//evil.example/x', 'ar')).toBe('//evil.example/x');
    expect(withPageLanguage('/careers?hl=fr', 'ar')).toBe('/careers?hl=fr');
  });

  it('changes nothing when the page was not opened with a language', () => {
    expect(withPageLanguage('/careers?domain=acme.example', undefined)).toBe(
      '/careers?domain=acme.example',
    );
  });
});
