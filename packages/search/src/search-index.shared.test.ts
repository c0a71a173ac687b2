import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SearchIndex } from './search-index.ts';
import { FACET_FIELDS, documentArbitrary, queryArbitrary } from './testing/arbitraries.ts';
import { GOLDEN } from './testing/corpus.ts';
import type { SearchDocument, SearchQuery, SearchResult } from './types.ts';

type Operation = { kind: 'upsert'; document: SearchDocument } | { kind: 'remove'; id: number };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc
    .integer({ min: 1, max: 8 })
    .chain(documentArbitrary)
    .map((document) => ({ kind: 'upsert' as const, document })),
  fc.integer({ min: 1, max: 9 }).map((id) => ({ kind: 'remove' as const, id })),
);

const documents = fc
  .uniqueArray(fc.integer({ min: 1, max: 9 }), { maxLength: 9 })
  .chain((ids) => fc.tuple(...ids.map(documentArbitrary)));

/** Results with scores rounded: equal up to floating-point noise. */
const comparable = (result: SearchResult) => ({
  ...result,
  hits: result.hits.map((hit) => ({ ...hit, score: Math.round(hit.score * 1e9) / 1e9 })),
});

/** Every answer of `index` equals the one of a fresh build of `live`. */
const expectFresh = (
  index: SearchIndex,
  live: Iterable<SearchDocument>,
  queries: SearchQuery[],
) => {
  const fresh = SearchIndex.build(live);
  expect(index.size).toBe(fresh.size);
  for (const draft of queries) {
    const query: SearchQuery = { ...draft, facets: FACET_FIELDS, size: 100 };
    expect(comparable(index.search(query))).toEqual(comparable(fresh.search(query)));
    const prefix = (draft.text ?? '').slice(0, 3);
    expect(index.suggestQueries({ prefix })).toEqual(fresh.suggestQueries({ prefix }));
    expect(index.suggestLocations({ prefix })).toEqual(fresh.suggestLocations({ prefix }));
    if (draft.bounds) {
      expect(index.markers({ ...query, bounds: draft.bounds })).toEqual(
        fresh.markers({ ...query, bounds: draft.bounds }),
      );
    }
  }
  expect(index.stats()).toEqual({ ...fresh.stats(), postingBytes: expect.any(Number) });
};

describe('SearchIndex in shared memory', () => {
  it('keeps postings and columns in SharedArrayBuffers that every reader reads in place', () => {
    const image = SearchIndex.build(GOLDEN).share();
    const first = SearchIndex.fromShared(image);
    const second = SearchIndex.fromShared(structuredClone(image));
    expect(image.dict.postingDocs.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(image.docs.ids.buffer).toBeInstanceOf(SharedArrayBuffer);
    const query = { text: 'nurse', facets: ['department'] };
    expect(first.search(query)).toEqual(SearchIndex.build(GOLDEN).search(query));
    expect(second.search(query)).toEqual(first.search(query));
  });

  it('answers like a fresh build after a reader writes, and other readers never see its writes', () => {
    fc.assert(
      fc.property(
        documents,
        fc.array(operation, { maxLength: 30 }),
        fc.array(queryArbitrary, { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 0, max: 30 }),
        (initial, operations, queries, compactAt) => {
          const built = SearchIndex.build(initial);
          // a removal before sharing: the image is compacted
          if (initial.length > 1) built.remove(initial[0]!.id);
          const base = initial.length > 1 ? initial.slice(1) : initial;
          const image = built.share();
          const writer = SearchIndex.fromShared(image);
          const reader = SearchIndex.fromShared(image);
          const live = new Map(base.map((document) => [document.id, document]));
          operations.forEach((op, step) => {
            if (step === compactAt) writer.compact();
            if (op.kind === 'upsert') {
              writer.upsert(op.document);
              live.set(op.document.id, op.document);
            } else {
              expect(writer.remove(op.id)).toBe(live.delete(op.id));
            }
          });
          expectFresh(writer, live.values(), queries);
          // a written reader shared again (a re-base from memory) reads the same
          expectFresh(SearchIndex.fromShared(writer.share()), live.values(), queries);
          expectFresh(reader, base, queries);
          expectFresh(built, base, queries);
        },
      ),
      { numRuns: 100 },
    );
  }, 30_000);
});
