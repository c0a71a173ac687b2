import { describe, expect, it } from 'vitest';
import { SearchIndex } from './search-index.ts';
import { GOLDEN, makeDocument } from './testing/corpus.ts';
import type { SearchQuery } from './types.ts';

const index = SearchIndex.build(GOLDEN);
const ids = (query: SearchQuery) => index.search({ size: 100, ...query }).hits.map((hit) => hit.id);

describe('relevance', () => {
  it('ranks a title match above a description mention', () => {
    const found = ids({ text: 'engineer' });
    expect(found).toContain(2);
    expect(found.indexOf(1)).toBeLessThan(found.indexOf(2));
    expect(found.at(-1)).toBe(2);
  });

  it('finds words with typos', () => {
    expect(ids({ text: 'enginer' })).toEqual(expect.arrayContaining([1, 4, 5, 13]));
    expect(ids({ text: 'pyhton' })).toEqual(expect.arrayContaining([1, 3, 4]));
    expect(ids({ text: 'pyhton ' }).sort()).toEqual([1, 3, 4]);
  });

  it('finds words by prefix while typing', () => {
    expect(ids({ text: 'develo' }).sort((a, b) => a - b)).toEqual([3, 9, 12]);
    expect(ids({ text: 'develo ' })).toEqual([]);
  });

  it('ranks an exact word above a typo, even a typo in the title', () => {
    // 12 mentions Java once in its description; 11 has 'Lava' (one edit) in its title.
    const found = ids({ text: 'java ' });
    expect(found).toEqual([12, 11]);
  });

  it('ranks a title match above a match found only elsewhere, even a prefix of a title word', () => {
    // 'JavaScript Engineer' (13) holds 'java' as a prefix of a title word; 'Backend Developer'
    // (12) has the exact word in its description only; 9 has 'JavaScript' among its skills.
    const found = ids({ text: 'java' });
    expect(found[0]).toBe(13);
    expect(found.indexOf(13)).toBeLessThan(found.indexOf(12));
    expect(found).toEqual(expect.arrayContaining([9, 12, 13]));
  });

  it('ranks a title word above a title word that only starts with it', () => {
    const titles = SearchIndex.build([
      makeDocument({ id: 1, title: 'JavaScript Developer' }),
      makeDocument({ id: 2, title: 'Java Developer' }),
      makeDocument({ id: 3, title: 'Java Developer', description: 'Java, Java and more Java.' }),
    ]);
    const found = titles.search({ text: 'java' }).hits.map((hit) => hit.id);
    expect(found).toEqual([3, 2, 1]);
  });

  it('keeps a title match first however often other fields repeat the word', () => {
    const repeated = SearchIndex.build([
      makeDocument({
        id: 1,
        title: 'Business Operations Analyst',
        skills: ['Manager Reporting', 'Stakeholder Management'],
        description: Array.from({ length: 12 }, () => 'Report to the manager.').join(' '),
      }),
      makeDocument({
        id: 2,
        title: 'Assistant Store Manager, Retail Operations, Northern Region',
        description: 'Run the store with a team of twelve and report on the week.',
      }),
    ]);
    expect(repeated.search({ text: 'manager' }).hits.map((hit) => hit.id)).toEqual([2, 1]);
  });

  it('ranks the exact title phrase above the same words scattered', () => {
    const found = ids({ text: 'software engineer' });
    expect(found[0]).toBe(1);
    expect(found.indexOf(1)).toBeLessThan(found.indexOf(5));
  });

  it('needs every word (AND) and keeps stop-word-only queries searchable', () => {
    expect(ids({ text: 'python django' })).toEqual([3]);
    expect(ids({ text: 'python nurse' })).toEqual([]);
    expect(ids({ text: 'IT' })).toEqual([14]);
  });

  it('finds Japanese, Chinese and Thai titles', () => {
    expect(ids({ text: 'エンジニア' })).toEqual([6]);
    expect(ids({ text: 'ソフトウェアエンジニア' })).toEqual([6]);
    expect(ids({ text: '软件工程师' })).toEqual([7]);
    expect(ids({ text: '工程师' })).toEqual([7]);
    expect(ids({ text: 'วิศวกร' })).toEqual([8]);
  });

  it('folds diacritics both ways', () => {
    expect(ids({ text: 'zurich' }).sort((a, b) => a - b)).toEqual([2, 13]);
    expect(ids({ text: 'ZÜRICH' }).sort((a, b) => a - b)).toEqual([2, 13]);
    expect(ids({ locationText: 'zurich' }).sort((a, b) => a - b)).toEqual([2, 13]);
  });

  it('matches location text only in location fields, every word, with prefixes', () => {
    expect(ids({ locationText: 'new york' }).sort((a, b) => a - b)).toEqual([4, 12]);
    expect(ids({ locationText: 'new yo' }).sort((a, b) => a - b)).toEqual([4, 12]);
    expect(ids({ locationText: 'germany' }).sort((a, b) => a - b)).toEqual([1, 9, 10, 14]);
    expect(ids({ locationText: 'engineer' })).toEqual([]);
    expect(ids({ text: 'developer', locationText: 'berlin' })).toEqual([9]);
  });

  it('gives scores only to text queries and breaks ties by newest, then id', () => {
    const { hits } = index.search({ size: 100 });
    expect(hits.every((hit) => hit.score === 0)).toBe(true);
    const tied = SearchIndex.build([
      makeDocument({ id: 1, title: 'Nurse', postedAt: 100 }),
      makeDocument({ id: 2, title: 'Nurse', postedAt: 200 }),
      makeDocument({ id: 3, title: 'Nurse', postedAt: 200 }),
    ]);
    expect(tied.search({ text: 'nurse' }).hits.map((hit) => hit.id)).toEqual([3, 2, 1]);
  });

  it('gives the same answers whatever the build order', () => {
    const reversed = SearchIndex.build([...GOLDEN].reverse());
    for (const query of [
      { text: 'engineer' },
      { text: 'dev' },
      {},
      { text: 'software engineer' },
    ]) {
      expect(reversed.search(query)).toEqual(index.search(query));
    }
  });

  it('ranks the rarer word higher and saturates repetition (BM25)', () => {
    const corpus = SearchIndex.build([
      makeDocument({
        id: 1,
        title: 'Nurse',
        description: 'care care care care care care care care',
      }),
      makeDocument({ id: 2, title: 'Nurse', description: 'care' }),
      makeDocument({ id: 3, title: 'Doctor' }),
    ]);
    const [first, second] = corpus.search({ text: 'care' }).hits;
    expect(first!.id).toBe(1);
    expect(first!.score).toBeLessThan(second!.score * 3);
  });
});
