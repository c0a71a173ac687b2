// @vitest-environment node
import { THEME_TOKENS } from '@careers/shared';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';

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
});
