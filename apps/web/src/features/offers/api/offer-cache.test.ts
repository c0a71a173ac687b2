import { describe, expect, it } from 'vitest';
import { offerQueryOptions } from './get-offer.ts';
import { offersQueryOptions } from './get-offers.ts';

describe('offer queries (spec 000 section 7)', () => {
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
});
