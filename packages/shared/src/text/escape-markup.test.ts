import { describe, expect, it } from 'vitest';
import { escapeMarkup } from './escape-markup.ts';

describe('escapeMarkup', () => {
  it('escapes the five markup characters and leaves other text, accents included, as it is', () => {
    expect(escapeMarkup(`FP&A <Manager> "x" l'été`)).toBe(
      'FP&amp;A &lt;Manager&gt; &quot;x&quot; l&apos;été',
    );
    expect(escapeMarkup('Plain')).toBe('Plain');
  });

  it('leaves nothing that closes an attribute or opens a tag', () => {
    const escaped = escapeMarkup(`" onload='x()' <script>`);
    expect(escaped).not.toMatch(/["'<>]/);
  });
});
