import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DOMAIN, type TestApp } from '../../test/test-app.ts';
import { signIn, request } from '../../test/sign-in.ts';
import { addCandidate, tenantIdOf } from '../demo-test-kit.ts';
import { seedDemoOffers } from './seed-demo-offers.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('seedDemoOffers', () => {
  it('gives the demo candidate offers in every status the issue names, documents in every status', async () => {
    await addCandidate(t.app, 'demo@example.com', ['Jordan', 'Rivera']);
    await seedDemoOffers(t.app.deps, await tenantIdOf(t.app), 'demo@example.com');
    const browser = await signIn(t.app, 'demo@example.com');
    const list = (
      await request(t.app, browser, { url: `/api/offer/offers?domain=${TEST_DOMAIN}` })
    ).json().data as { enc_id: string; status: string; expires_at: string | null }[];
    expect(list.length).toBeGreaterThanOrEqual(6);
    expect(new Set(list.map((offer) => offer.status))).toEqual(
      new Set(['Extended', 'Contract Extended', 'Accepted', 'Declined', 'Canceled', 'Expired']),
    );
    const now = t.clock.now().getTime();
    const extended = list.filter((offer) => offer.status === 'Extended');
    expect(
      extended.some(
        (offer) => offer.expires_at && Date.parse(offer.expires_at) - now < 5 * 86_400_000,
      ),
    ).toBe(true);
    expect(extended.some((offer) => offer.expires_at === null)).toBe(true);

    const offers = await Promise.all(
      list.map(
        async (offer) =>
          (
            await request(t.app, browser, {
              url: `/api/offer/${offer.enc_id}?domain=${TEST_DOMAIN}`,
            })
          ).json().data,
      ),
    );
    const documents = offers.flatMap((offer) => offer.offer_documents) as {
      status: string;
      under_revision: boolean;
      b64_string: string | null;
    }[];
    expect(new Set(documents.map((document) => document.status))).toEqual(
      new Set(['Pending', 'Signed', 'Unsigned', 'Read Only', 'Revision']),
    );
    expect(documents.some((document) => document.under_revision)).toBe(true);
    expect(
      documents.some((document) => document.status === 'Signed' && document.b64_string === null),
    ).toBe(true);
    expect(
      documents.some((document) => document.status === 'Signed' && document.b64_string !== null),
    ).toBe(true);
  });
});
