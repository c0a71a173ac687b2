import { OPEN_OFFER_STATUSES, type OfferStatus } from '@careers/shared';
import { offerRefusal } from './offer-errors.ts';

/** The pure rules of the offer state machine: which statuses are open, accepted, expired. */
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

/** 409 (offer_not_open, offer_expired) unless the candidate can still act: open and not expired. */
export const assertActionable = (
  offer: { status: OfferStatus; expires_at: Date | null },
  now: Date,
) => {
  if (!isOpenStatus(offer.status))
    throw offerRefusal(
      'offer_not_open',
      `This offer is ${sentence[offer.status]} and can no longer be changed.`,
    );
  if (isExpired(offer, now))
    throw offerRefusal('offer_expired', 'This offer has expired and can no longer be changed.');
};
