import type { OfferStatus } from '@careers/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { OfferRow } from '../../db/tables/offer-tables.ts';
import { recordOfferEvent, type OfferEvent } from './audit-trail.ts';
import { offerRefusal } from './offer-errors.ts';
import { expiredRefusal, isExpired, notOpenRefusal } from './offer-rules.ts';

/** What moves an offer's status: the candidate's answers, the employer's cancel, the expiry job. */
export type OfferStatusEvent = 'accept' | 'decline' | 'cancel' | 'expire';

export const OFFER_STATUS_EVENTS: readonly OfferStatusEvent[] = [
  'accept',
  'decline',
  'cancel',
  'expire',
];

/**
 * Every move an offer's status makes, and the only ones: a (from, event) pair not here is refused
 * (409 offer_not_open), unless it repeats the event that brought the offer where it is (a retry,
 * which changes nothing). An offer is created in an open status (Extended, Contract Extended).
 */
export const OFFER_TRANSITIONS: readonly {
  from: OfferStatus;
  event: OfferStatusEvent;
  to: OfferStatus;
}[] = [
  { from: 'Extended', event: 'accept', to: 'Accepted' },
  { from: 'Contract Extended', event: 'accept', to: 'Contract Accepted' },
  { from: 'Extended', event: 'decline', to: 'Declined' },
  { from: 'Contract Extended', event: 'decline', to: 'Declined' },
  { from: 'Extended', event: 'cancel', to: 'Canceled' },
  { from: 'Contract Extended', event: 'cancel', to: 'Canceled' },
  { from: 'Extended', event: 'expire', to: 'Expired' },
  { from: 'Contract Extended', event: 'expire', to: 'Expired' },
];

/** The statuses a repeat of the event finds the offer in: the retry answers with the offer as it is. */
const REPEATED_IN: Record<OfferStatusEvent, readonly OfferStatus[]> = {
  accept: ['Accepted', 'Contract Accepted'],
  decline: ['Declined'],
  cancel: ['Canceled'],
  expire: ['Expired'],
};

/** The candidate's answers, refused once the offer's expiry has passed (server clock). */
const ANSWERS: readonly OfferStatusEvent[] = ['accept', 'decline'];

export const isRepeat = (status: OfferStatus, event: OfferStatusEvent) =>
  REPEATED_IN[event].includes(status);

const refusal = (status: OfferStatus, event: OfferStatusEvent) =>
  event === 'cancel'
    ? offerRefusal('offer_not_open', `Only an open offer can be canceled; this one is ${status}.`)
    : notOpenRefusal(status);

/**
 * Where `event` takes the offer at `now`: the status it moves to, or `null` for a repeat. A move
 * the table does not hold is a 409 offer_not_open; an answer after the expiry a 409 offer_expired.
 */
const nextOfferStatus = (
  offer: { status: OfferStatus; expires_at: Date | null },
  event: OfferStatusEvent,
  now: Date,
): OfferStatus | null => {
  if (isRepeat(offer.status, event)) return null;
  const move = OFFER_TRANSITIONS.find((row) => row.from === offer.status && row.event === event);
  if (!move) throw refusal(offer.status, event);
  if (ANSWERS.includes(event) && isExpired(offer, now)) throw expiredRefusal();
  return move.to;
};

/**
 * The one writer of `offers.status`. In the transaction holding the offer's row lock, moves the
 * offer by the table and writes its audit entry beside it (from and to filled in here). A repeat
 * writes nothing and answers the offer as it is; a refused move throws before anything is written.
 */
export const changeOfferStatus = async (
  trx: Transaction<Database>,
  change: {
    offer: OfferRow;
    event: OfferStatusEvent;
    audit: Omit<OfferEvent, 'offerId' | 'fromStatus' | 'toStatus'>;
  },
): Promise<OfferRow> => {
  const { offer, event, audit } = change;
  const to = nextOfferStatus(offer, event, audit.at);
  if (to === null) return offer;
  const updated = await trx
    .updateTable('offers')
    .set({ status: to, updated_at: audit.at })
    .where('id', '=', offer.id)
    // the row lock holds it; the status in the WHERE keeps a caller without one from a lost update
    .where('status', '=', offer.status)
    .returningAll()
    .executeTakeFirst();
  if (!updated)
    throw offerRefusal('offer_not_open', 'This offer changed meanwhile. Please reload it.');
  await recordOfferEvent(trx, {
    ...audit,
    offerId: offer.id,
    fromStatus: offer.status,
    toStatus: to,
  });
  return updated;
};
