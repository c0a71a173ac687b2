import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SearchIndex } from './search-index.ts';
import {
  FACET_FIELDS,
  corpusArbitrary,
  documentArbitrary,
  queryArbitrary,
} from './testing/arbitraries.ts';
import { bruteForce } from './testing/brute-force.ts';
import type { SearchDocument, SearchQuery, SearchResult } from './types.ts';

// Around the arbitrary corpus's posting dates (0 to 5), on both sides of each.
const POSTED_SINCE = [-1, 0, 2, 3.5, 5, 6];

describe('SearchIndex against a brute-force scan', () => {
  it('agrees on the total, the matching set, every facet count and the posted-since counts', () => {
    fc.assert(
      fc.property(corpusArbitrary(14), queryArbitrary, (documents, draft) => {
        const query = { ...draft, facets: FACET_FIELDS, postedSince: POSTED_SINCE };
        const expected = bruteForce(documents, query);
        const index = SearchIndex.build(documents);
        const result = index.search(query);
        expect(result.total).toBe(expected.total);
        expect(result.facets).toEqual(expected.facets);
        expect(result.postedSince).toEqual(expected.postedSince);
        const all = index.search({ ...query, start: 0, size: 1000 });
        expect(all.hits.map((hit) => hit.id).sort((a, b) => a - b)).toEqual(expected.ids);
        const start = query.start ?? 0;
        const size = query.size ?? 10;
        expect(result.hits.map((hit) => hit.id)).toEqual(
          all.hits.slice(start, start + size).map((hit) => hit.id),
        );
      }),
      { numRuns: 300 },
    );
  });
});

type Operation = { kind: 'upsert'; document: SearchDocument } | { kind: 'remove'; id: number };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc
    .integer({ min: 1, max: 8 })
    .chain(documentArbitrary)
    .map((document) => ({ kind: 'upsert' as const, document })),
  fc.integer({ min: 1, max: 9 }).map((id) => ({ kind: 'remove' as const, id })),
);

/** Results with scores rounded: equal up to floating-point noise. */
const comparable = (result: SearchResult) => ({
  ...result,
  hits: result.hits.map((hit) => ({ ...hit, score: Math.round(hit.score * 1e9) / 1e9 })),
});

describe('SearchIndex updates', () => {
  it('answer like a fresh build of the live documents after any upserts and removals', () => {
    fc.assert(
      fc.property(
        fc.array(operation, { maxLength: 30 }),
        fc.array(queryArbitrary, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 30 }),
        (operations, queries, compactAt) => {
          const index = new SearchIndex();
          const live = new Map<number, SearchDocument>();
          operations.forEach((op, step) => {
            if (step === compactAt) index.compact();
            if (op.kind === 'upsert') {
              index.upsert(op.document);
              live.set(op.document.id, op.document);
            } else {
              expect(index.remove(op.id)).toBe(live.delete(op.id));
            }
          });
          const fresh = SearchIndex.build(live.values());
          expect(index.size).toBe(live.size);
          for (const id of [1, 5, 9]) expect(index.has(id)).toBe(live.has(id));
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
        },
      ),
      { numRuns: 300 },
    );
  });
});
