// @vitest-environment node
import { THEME_TOKENS } from '@careers/shared';
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';

const tokensCss = readFileSync(new URL('../../styles/tokens.css', import.meta.url), 'utf8');

const declared = new Map(
  [...tokensCss.matchAll(/--([a-z0-9-]+):\s*([^;]+);/g)].map((match) => [
    match[1],
    match[2]!.trim(),
  ]),
);

describe('tokens.css and the theme catalogue', () => {
  it('declares every token the theme builder edits, with the catalogue default', () => {
    for (const token of THEME_TOKENS) {
      const expected =
        'value' in token.default ? token.default.value : `var(--${token.default.ref})`;
      const value = declared.get(token.name);
      expect(value, `--${token.name}`).toBeDefined();
      // font-family is written over several lines in tokens.css; compare without whitespace.
      expect(value!.replace(/\s+/g, ''), `--${token.name}`).toBe(expected.replace(/\s+/g, ''));
    }
  });

  it('has every token the theme builder edits read by a stylesheet of the site', () => {
    const source = new URL('../../', import.meta.url);
    const stylesheets = readdirSync(source, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css') && !file.endsWith('tokens.css'))
      .map((file) => readFileSync(new URL(file, source), 'utf8'))
      .join('\n');
    const unread = THEME_TOKENS.filter(
      (token) => !new RegExp(`var\\(--${token.name}[,)]`).test(stylesheets),
    ).map((token) => token.name);
    expect(unread).toEqual([]);
  });
});
