import { describe, expect, it } from 'vitest';
import { SearchIndex } from './search-index.ts';
import { GOLDEN, PLACES, makeDocument } from './testing/corpus.ts';

const index = SearchIndex.build([
  ...GOLDEN,
  makeDocument({ id: 20, title: 'python developer', skills: ['Python'] }),
  makeDocument({
    id: 21,
    title: 'Python Developer',
    skills: ['python'],
    locations: [PLACES.newYork],
  }),
]);
const texts = (list: { text: string }[]) => list.map((suggestion) => suggestion.text);

describe('suggestQueries', () => {
  it('offers titles and skills by word-start prefix, most frequent first', () => {
    const found = index.suggestQueries({ prefix: 'pyth' });
    expect(found[0]).toEqual({ text: 'Python', kind: 'skill', count: 5 });
    expect(found[1]).toEqual({ text: 'Python Developer', kind: 'title', count: 3 });
    expect(texts(index.suggestQueries({ prefix: 'deve' }))).toContain('Frontend Developer');
    expect(texts(index.suggestQueries({ prefix: 'software eng' }))).toEqual([
      'Senior Software Engineer',
    ]);
  });

  it('tolerates typos in the last word, after the exact matches', () => {
    expect(texts(index.suggestQueries({ prefix: 'pyhton' }))).toEqual([
      'Python',
      'Python Developer',
    ]);
    expect(texts(index.suggestQueries({ prefix: 'javascrpt' }))).toEqual([
      'JavaScript',
      'JavaScript Engineer',
    ]);
  });

  it('respects limit and minimum length', () => {
    expect(index.suggestQueries({ prefix: 'p', limit: 1 })).toHaveLength(1);
    expect(index.suggestQueries({ prefix: 'py', minLength: 3 })).toEqual([]);
    expect(index.suggestQueries({ prefix: '  ' })).toEqual([]);
  });
});

describe('suggestLocations', () => {
  it('offers cities (with their point), regions and countries from any word start', () => {
    const found = index.suggestLocations({ prefix: 'york' });
    expect(found).toEqual([
      { text: 'New York', kind: 'city', count: 3, point: PLACES.newYork.point },
      { text: 'New York', kind: 'region', count: 3 },
    ]);
    expect(index.suggestLocations({ prefix: 'germ' })).toEqual([
      { text: 'Germany', kind: 'country', count: 5 },
    ]);
  });

  it('folds diacritics and offers Remote with the count of remote positions', () => {
    expect(texts(index.suggestLocations({ prefix: 'zur' }))).toEqual(['Zürich', 'Zürich']);
    expect(index.suggestLocations({ prefix: 'rem' })).toEqual([
      { text: 'Remote', kind: 'remote', count: 2 },
    ]);
  });

  it('follows removals', () => {
    const copy = SearchIndex.build(GOLDEN);
    copy.remove(3);
    copy.remove(12);
    expect(copy.suggestLocations({ prefix: 'rem' })).toEqual([]);
    expect(copy.suggestQueries({ prefix: 'djan' })).toEqual([]);
  });
});

describe('markers', () => {
  it('groups matching positions by point within the bounds', () => {
    const markers = index.markers({ bounds: { south: 40, west: -80, north: 60, east: 20 } });
    expect(markers).toEqual([
      {
        id: '52.52,13.405',
        latlong: { lat: 52.52, lng: 13.405 },
        count: 4,
        location: 'Berlin, Germany:::52.52,13.405',
        is_remote: false,
      },
      {
        id: '40.7128,-74.006',
        latlong: { lat: 40.7128, lng: -74.006 },
        count: 3,
        location: 'New York, NY, United States:::40.7128,-74.006',
        is_remote: false,
      },
      expect.objectContaining({ id: '47.3769,8.5417', count: 2 }),
      expect.objectContaining({ id: '52.3906,13.0645', count: 1 }),
    ]);
  });

  it('applies the search filters and marks points with only remote positions', () => {
    const bounds = { south: 40, west: -80, north: 60, east: 20 };
    expect(index.markers({ bounds, isRemote: true })).toEqual([
      expect.objectContaining({ id: '40.7128,-74.006', count: 1, is_remote: true }),
    ]);
    expect(index.markers({ bounds, text: 'nurse' })).toEqual([
      expect.objectContaining({ id: '52.3906,13.0645', count: 1, is_remote: false }),
    ]);
  });
});
