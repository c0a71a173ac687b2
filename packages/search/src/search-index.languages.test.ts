import { describe, expect, it } from 'vitest';
import { analyzerFor } from './analysis/languages.ts';
import { SearchIndex } from './search-index.ts';
import { makeDocument } from './testing/corpus.ts';

const ids = (index: SearchIndex, text: string) =>
  index
    .search({ text: `${text} `, size: 50 })
    .hits.map((hit) => hit.id)
    .sort((a, b) => a - b);

describe('languages in search', () => {
  const french = SearchIndex.build(
    [
      makeDocument({ id: 1, title: 'Ingénieur logiciel', description: 'Rejoignez notre équipe.' }),
      makeDocument({ id: 2, title: 'Ingénieure qualité', description: 'Les tests et la qualité.' }),
      makeDocument({ id: 3, title: 'Comptable', description: 'Pour les ingénieurs du bureau.' }),
      makeDocument({ id: 4, title: 'Vendeur', description: 'Le magasin de Lyon.' }),
    ],
    { language: 'fr' },
  );

  it("French: 'ingénieurs' finds 'Ingénieur' and 'Ingénieure', titles first", () => {
    expect(ids(french, 'ingénieurs')).toEqual([1, 2, 3]);
    expect(french.search({ text: 'ingénieurs ' }).hits.at(-1)?.id).toBe(3);
    expect(french.language).toBe('fr');
  });

  it('French stop words neither match nor stop a search', () => {
    expect(ids(french, 'le magasin')).toEqual([4]);
    expect(ids(french, 'les')).toEqual([]);
  });

  const german = SearchIndex.build(
    [
      makeDocument({ id: 1, title: 'Entwickler (m/w/d) Backend', description: 'Für unser Team.' }),
      makeDocument({ id: 2, title: 'Softwareentwicklerin', description: 'Java und Kotlin.' }),
      makeDocument({ id: 3, title: 'Ingenieurinnen und Ingenieure', description: 'Maschinenbau.' }),
      makeDocument({ id: 4, title: 'Berlin Büro', description: 'Die Disziplin im Termin.' }),
    ],
    { language: 'de-DE' },
  );

  it("German: 'Entwicklerin' finds 'Entwickler', and the other way round", () => {
    expect(ids(german, 'Entwicklerin')).toEqual([1]);
    expect(ids(german, 'Entwickler')).toEqual([1]);
    expect(ids(german, 'Ingenieur')).toEqual([3]);
  });

  it('German: words that merely end in -in stay whole', () => {
    const de = analyzerFor('de');
    expect(de.termOf('berlin')).toBe('berlin');
    expect(de.termOf('disziplin')).toBe(de.termOf('disziplin'));
    expect(de.termOf('entwicklerin')).toBe(de.termOf('entwickler'));
    expect(de.termOf('entwicklerinnen')).toBe(de.termOf('entwickler'));
  });

  it('a language without a stemmer is folded only; no language is English', () => {
    expect(analyzerFor('ja').termOf('engineers')).toBe('engineers');
    expect(analyzerFor().termOf('engineers')).toBe('engin');
    expect(analyzerFor('pt-BR').language).toBe('pt');
    const plain = SearchIndex.build([makeDocument({ id: 1, title: 'Engineers' })]);
    expect(ids(plain, 'engineering')).toEqual([1]);
  });
});
