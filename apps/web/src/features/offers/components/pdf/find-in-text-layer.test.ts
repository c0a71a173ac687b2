import { describe, expect, it } from 'vitest';
import { findInTextLayer } from './find-in-text-layer.ts';

const layer = (...spans: string[]) => {
  const root = document.createElement('div');
  root.innerHTML = `<div class="textLayer">${spans.map((text) => `<span>${text}</span>`).join('<br>')}</div>`;
  return root;
};

describe('finding words in the text layer', () => {
  it('finds every occurrence, whatever its case, and runs across the spans of a line', () => {
    const root = layer('We are delighted to offer you', ' the position. Delighted!');
    expect(findInTextLayer(root, 'delighted').map((range) => range.toString())).toEqual([
      'delighted',
      'Delighted',
    ]);
    expect(findInTextLayer(root, 'you the').map((range) => range.toString())).toEqual(['you the']);
  });

  it('finds right-to-left words as they are written', () => {
    const root = layer('يسعدنا أن نعرض عليك وظيفة');
    expect(findInTextLayer(root, 'نعرض').map((range) => range.toString())).toEqual(['نعرض']);
  });

  it('finds nothing for a blank query or a word that is not there', () => {
    const root = layer('Offer letter');
    expect(findInTextLayer(root, '  ')).toEqual([]);
    expect(findInTextLayer(root, 'salary')).toEqual([]);
  });
});
