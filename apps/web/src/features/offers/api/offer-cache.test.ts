import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/lib/data/query-keys.ts';
import { offerQueryOptions } from './get-offer.ts';
import { offersQueryOptions } from './get-offers.ts';

describe('offer queries', () => {
  it('are fresh for one day, never retried and refetched on window focus', () => {
    for (const options of [
      offersQueryOptions('acme.example'),
      offerQueryOptions('enc-1', 'acme.example'),
    ]) {
      expect(options.staleTime).toBe(24 * 60 * 60 * 1000);
      expect(options.retry).toBe(false);
      expect(options.refetchOnWindowFocus).toBe(true);
    }
  });

  it('sit under one key, so the refresh after an action reaches the list and every offer', () => {
    for (const options of [
      offersQueryOptions('acme.example'),
      offerQueryOptions('enc-1', 'acme.example'),
    ])
      expect(options.queryKey.slice(0, queryKeys.offers.all.length)).toEqual(queryKeys.offers.all);
  });
});
