import { describe, expect, it } from 'vitest';
import { assetUrlSchema, linkHrefSchema, urlScheme } from './safe-url.ts';

describe('linkHrefSchema', () => {
  it.each([
    'https://acme.example/blog',
    'http://acme.example',
    'mailto:jobs@acme.example',
    '/blog',
    'about',
    '#top',
    '?q=1',
    '//cdn.acme.example/x',
  ])('takes %s', (href) => expect(linkHrefSchema.safeParse(href).success).toBe(true));

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:x()',
    'java\tscript:x()',
    'java\nscript:x()',
    'data:text/html,<script>x()</script>',
    'vbscript:x',
    'file:///etc/passwd',
    '',
  ])('refuses %j', (href) => expect(linkHrefSchema.safeParse(href).success).toBe(false));
});

describe('assetUrlSchema', () => {
  it('takes web addresses and paths, refuses mailto and scripts', () => {
    expect(assetUrlSchema.safeParse('/api/pcsx/logo/abc').success).toBe(true);
    expect(assetUrlSchema.safeParse('https://cdn.acme.example/logo.png').success).toBe(true);
    expect(assetUrlSchema.safeParse('mailto:x@acme.example').success).toBe(false);
    expect(assetUrlSchema.safeParse('javascript:x()').success).toBe(false);
    expect(assetUrlSchema.safeParse('data:image/svg+xml,<svg/>').success).toBe(false);
  });
});

describe('urlScheme', () => {
  it('reads the scheme as a browser would', () => {
    expect(urlScheme('\u0001JAVA\u0000SCRIPT:x')).toBe('javascript');
    expect(urlScheme('/path:with-colon')).toBeNull();
  });
});
