import { OPEN_OFFER_STATUSES, type OfferStatus } from '@careers/shared';
import { offerRefusal } from './offer-errors.ts';

/**
 * The pure rules of the offer state machine: which statuses are open, expired
 * (the moves between statuses: offer-status.ts).
 */
export const isOpenStatus = (status: OfferStatus) => OPEN_OFFER_STATUSES.includes(status);

/** An open offer whose expiry has passed (server clock) is expired. */
export const isExpired = (offer: { status: OfferStatus; expires_at: Date | null }, now: Date) =>
  isOpenStatus(offer.status) && offer.expires_at !== null && offer.expires_at <= now;

const sentence: Record<OfferStatus, string> = {
  Extended: 'open',
  'Contract Extended': 'open',
  Accepted: 'already accepted',
  'Contract Accepted': 'already accepted',
  Declined: 'declined',
  Canceled: 'canceled by the company',
  Expired: 'expired',
};

/** 409 offer_not_open: the candidate can no longer act on an offer in this status. */
export const notOpenRefusal = (status: OfferStatus) =>
  offerRefusal('offer_not_open', `This offer is ${sentence[status]} and can no longer be changed.`);

/** 409 offer_expired: the offer's expiry has passed. */
export const expiredRefusal = () =>
  offerRefusal('offer_expired', 'This offer has expired and can no longer be changed.');

/** 409 (offer_not_open, offer_expired) unless the candidate can still act: open and not expired. */
export const assertActionable = (
  offer: { status: OfferStatus; expires_at: Date | null },
  now: Date,
) => {
  if (!isOpenStatus(offer.status)) throw notOpenRefusal(offer.status);
  if (isExpired(offer, now)) throw expiredRefusal();
};
