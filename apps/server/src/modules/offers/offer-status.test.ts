import { offerStatusSchema, type OfferStatus } from '@careers/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { findOffer } from './lock-offer.ts';
import { addCandidate, giveOffer } from './offers-test-kit.ts';
import {
  changeOfferStatus,
  OFFER_STATUS_EVENTS,
  OFFER_TRANSITIONS,
  type OfferStatusEvent,
} from './offer-status.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const EMAIL = 'ada@example.com';

/**
 * What each (from, event) pair must do, written out here rather than read from the table: a
 * status it moves to, 'repeat' (a retry: nothing written), or 'refused' (409 offer_not_open).
 */
const EXPECTED: Record<
  OfferStatus,
  Record<OfferStatusEvent, OfferStatus | 'repeat' | 'refused'>
> = {
  Extended: { accept: 'Accepted', decline: 'Declined', cancel: 'Canceled', expire: 'Expired' },
  'Contract Extended': {
    accept: 'Contract Accepted',
    decline: 'Declined',
    cancel: 'Canceled',
    expire: 'Expired',
  },
  Accepted: { accept: 'repeat', decline: 'refused', cancel: 'refused', expire: 'refused' },
  'Contract Accepted': {
    accept: 'repeat',
    decline: 'refused',
    cancel: 'refused',
    expire: 'refused',
  },
  Declined: { accept: 'refused', decline: 'repeat', cancel: 'refused', expire: 'refused' },
  Canceled: { accept: 'refused', decline: 'refused', cancel: 'repeat', expire: 'refused' },
  Expired: { accept: 'refused', decline: 'refused', cancel: 'refused', expire: 'repeat' },
};

const PAIRS = offerStatusSchema.options.flatMap((from) =>
  OFFER_STATUS_EVENTS.map((event) => ({ from, event, expected: EXPECTED[from][event] })),
);

/** The offer put in `from` (test set-up), then `event` applied through the one writer. */
const applyTo = async (
  offer: { id: number; enc_id: string; tenant_id: number },
  from: OfferStatus,
  event: OfferStatusEvent,
  expiresAt: Date | null = null,
) => {
  await t.app.deps.db
    .updateTable('offers')
    .set({ status: from, expires_at: expiresAt })
    .where('id', '=', offer.id)
    .execute();
  return t.app.deps.db.transaction().execute(async (trx) =>
    changeOfferStatus(trx, {
      offer: await findOffer(trx, { tenantId: offer.tenant_id }, offer.enc_id, { forUpdate: true }),
      event,
      audit: { action: `test_${event}`, actor: 'test', at: t.clock.now() },
    }),
  );
};

const stateOf = async (offerId: number) => ({
  status: (
    await t.app.deps.db
      .selectFrom('offers')
      .select('status')
      .where('id', '=', offerId)
      .executeTakeFirstOrThrow()
  ).status,
  trail: await t.app.deps.db
    .selectFrom('offer_audit_events')
    .select(['action', 'from_status', 'to_status'])
    .where('offer_id', '=', offerId)
    .orderBy('id')
    .execute(),
});

describe('the offer status transition table', () => {
  it('names every pair it moves exactly as the expected table does', () => {
    const moves = PAIRS.filter((pair) => !['repeat', 'refused'].includes(pair.expected));
    expect(OFFER_TRANSITIONS).toEqual(
      expect.arrayContaining(
        moves.map(({ from, event, expected }) => ({ from, event, to: expected })),
      ),
    );
    expect(OFFER_TRANSITIONS).toHaveLength(moves.length);
  });

  it('walks every (from, event) pair: allowed ones move with their audit entry, repeats and refusals write nothing', async () => {
    await addCandidate(t.app, EMAIL);
    const { offer } = await giveOffer(t.app, EMAIL);
    expect(PAIRS).toHaveLength(28);
    for (const { from, event, expected } of PAIRS) {
      const trailBefore = (await stateOf(offer.id)).trail;
      const outcome = applyTo(offer, from, event);
      if (expected === 'refused') {
        await expect(outcome, `${from} + ${event}`).rejects.toMatchObject({
          status: 409,
          code: 'offer_not_open',
          message:
            event === 'cancel'
              ? `Only an open offer can be canceled; this one is ${from}.`
              : expect.stringMatching(/^This offer is .+ and can no longer be changed\.$/),
        });
        expect(await stateOf(offer.id), `${from} + ${event}`).toEqual({
          status: from,
          trail: trailBefore,
        });
      } else if (expected === 'repeat') {
        await expect(outcome, `${from} + ${event}`).resolves.toMatchObject({ status: from });
        expect(await stateOf(offer.id), `${from} + ${event}`).toEqual({
          status: from,
          trail: trailBefore,
        });
      } else {
        await expect(outcome, `${from} + ${event}`).resolves.toMatchObject({ status: expected });
        expect(await stateOf(offer.id), `${from} + ${event}`).toEqual({
          status: expected,
          trail: [
            ...trailBefore,
            { action: `test_${event}`, from_status: from, to_status: expected },
          ],
        });
      }
    }
  });

  it("refuses the candidate's answers once an open offer's expiry has passed; cancel and expire still move it", async () => {
    await addCandidate(t.app, EMAIL);
    const { offer } = await giveOffer(t.app, EMAIL);
    const lapsed = new Date(t.clock.now().getTime() - 1000);
    for (const event of ['accept', 'decline'] as const) {
      await expect(applyTo(offer, 'Extended', event, lapsed), event).rejects.toMatchObject({
        status: 409,
        code: 'offer_expired',
        message: 'This offer has expired and can no longer be changed.',
      });
      expect((await stateOf(offer.id)).status).toBe('Extended');
    }
    await expect(applyTo(offer, 'Extended', 'cancel', lapsed)).resolves.toMatchObject({
      status: 'Canceled',
    });
    await expect(applyTo(offer, 'Contract Extended', 'expire', lapsed)).resolves.toMatchObject({
      status: 'Expired',
    });
  });
});
