import { OPEN_OFFER_STATUSES, type OfferStatus } from '@careers/shared';
import { conflict } from '../../http/app-error.ts';

/** The pure rules of the offer state machine (spec 000 section 4). */
export const isOpenStatus = (status: OfferStatus) => OPEN_OFFER_STATUSES.includes(status);

export const isAcceptedStatus = (status: OfferStatus) =>
  status === 'Accepted' || status === 'Contract Accepted';

/** An open offer whose expiry has passed (server clock) is expired. */
export const isExpired = (offer: { status: OfferStatus; expires_at: Date | null }, now: Date) =>
  isOpenStatus(offer.status) && offer.expires_at !== null && offer.expires_at <= now;

/** Extended becomes Accepted; Contract Extended becomes Contract Accepted. */
export const acceptedStatusFor = (status: OfferStatus): OfferStatus =>
  status === 'Contract Extended' ? 'Contract Accepted' : 'Accepted';

const sentence: Record<OfferStatus, string> = {
  Extended: 'open',
  'Contract Extended': 'open',
  Accepted: 'already accepted',
  'Contract Accepted': 'already accepted',
  Declined: 'declined',
  Canceled: 'canceled by the company',
  Expired: 'expired',
};

/** 409 unless the candidate can still act on the offer: open and not expired. */
export const assertActionable = (
  offer: { status: OfferStatus; expires_at: Date | null },
  now: Date,
) => {
  if (!isOpenStatus(offer.status))
    throw conflict(`This offer is ${sentence[offer.status]} and can no longer be changed.`);
  if (isExpired(offer, now)) throw conflict('This offer has expired and can no longer be changed.');
};
