import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-to-text.ts';

describe('htmlToText', () => {
  it('decodes named and numeric entities, not only the six of XML', () => {
    expect(
      htmlToText('<p>Caf&eacute; &amp; cr&egrave;me&nbsp;br&ucirc;l&eacute;e&#8217;s</p>'),
    ).toBe('Café & crème brûlée’s');
  });

  it('keeps list items apart and drops scripts and styles', () => {
    expect(
      htmlToText('<ul><li>Go</li><li>SQL</li></ul><script>alert(1)</script><style>p{}</style>'),
    ).toBe('Go SQL');
  });
});
