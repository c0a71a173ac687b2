import {
  OPEN_OFFER_STATUSES,
  type Offer,
  type OfferDocument,
  type OfferStatus,
} from '@careers/shared';

/** Open statuses (the candidate can still act): Extended and Contract Extended. */
export const isOpenOffer = (offer: Pick<Offer, 'status'>) =>
  OPEN_OFFER_STATUSES.includes(offer.status);

/** An open offer whose expires_at is in the past is treated as Expired by the client. */
export const isOfferExpired = (offer: Pick<Offer, 'status' | 'expires_at'>, now = Date.now()) =>
  isOpenOffer(offer) && offer.expires_at !== null && Date.parse(offer.expires_at) <= now;

/** Open and not expired: the candidate can still act. */
export const isOfferActionable = (offer: Pick<Offer, 'status' | 'expires_at'>, now = Date.now()) =>
  isOpenOffer(offer) && !isOfferExpired(offer, now);

/** 'Action required': extended, not expired, with an expiry. */
export const isActionRequired = (offer: Pick<Offer, 'status' | 'expires_at'>, now = Date.now()) =>
  offer.status === 'Extended' && offer.expires_at !== null && !isOfferExpired(offer, now);

/** The status keys that pick a label's text and colour (an expired open offer shows as expired). */
export type OfferStatusKey =
  | 'extended'
  | 'accepted'
  | 'expired'
  | 'declined'
  | 'canceled'
  | 'contractAccepted'
  | 'contractExtended';

const STATUS_KEYS: Record<OfferStatus, OfferStatusKey> = {
  Extended: 'extended',
  Accepted: 'accepted',
  Expired: 'expired',
  Declined: 'declined',
  Canceled: 'canceled',
  'Contract Accepted': 'contractAccepted',
  'Contract Extended': 'contractExtended',
};

/** The status as shown: an expired open offer shows as expired. */
export const offerStatusKey = (offer: Pick<Offer, 'status' | 'expires_at'>, now = Date.now()) =>
  isOfferExpired(offer, now) ? 'expired' : STATUS_KEYS[offer.status];

/** The page sentence variant: extended and expired, extended, accepted, ... */
export const offerSentenceKey = (offer: Pick<Offer, 'status' | 'expires_at'>, now = Date.now()) =>
  isOfferExpired(offer, now) ? 'extendedExpired' : STATUS_KEYS[offer.status];

export const hasDocumentContent = (document: Pick<OfferDocument, 'b64_string'>) =>
  Boolean(document.b64_string);

/** 'Start' for pending or unsigned documents while the offer is open, otherwise 'View'. */
export const documentActionKey = (offer: Offer, document: OfferDocument, now = Date.now()) =>
  isOfferActionable(offer, now) && (document.status === 'Pending' || document.status === 'Unsigned')
    ? 'start'
    : 'view';

/** Disabled while under revision, Pending or Revision, or Signed with no file content. */
export const isDocumentDisabled = (document: OfferDocument) =>
  document.under_revision ||
  document.status === 'Pending' ||
  document.status === 'Revision' ||
  (document.status === 'Signed' && !hasDocumentContent(document));

export type DocumentPageMode = 'esign' | 'steps' | 'signature-form' | 'viewer';

/**
 * The signing view (e-signature, the inline step flow that uploads a signed PDF, or the
 * signature form) only for an open offer's document that waits for the signature (Unsigned);
 * the read-only viewer for everything else. A document still being processed (Pending) or
 * revised, opened by its address, is never signable: its url may already be there.
 */
export const documentPageMode = (
  offer: Offer,
  document: OfferDocument,
  now = Date.now(),
): DocumentPageMode => {
  if (!isOfferActionable(offer, now) || document.signed || document.under_revision) return 'viewer';
  if (document.status !== 'Unsigned') return 'viewer';
  if (document.url) return 'esign';
  if (document.signing === 'upload') return 'steps';
  if (document.signing === 'form') return 'signature-form';
  return 'viewer';
};

/** Why a document cannot be signed yet, as the status line over its read-only view says it. */
export const documentNotReadyKey = (document: OfferDocument) =>
  document.under_revision || document.status === 'Revision'
    ? 'document.beingRevised'
    : document.status === 'Pending'
      ? 'document.processing'
      : undefined;

/** /careers/offer-letter/{id} shows the offer letter: the first 'Offer' document, else the first. */
export const letterDocumentOf = (offer: Offer, documentId?: number) =>
  documentId === undefined
    ? (offer.offer_documents.find((document) => document.document_type === 'Offer') ??
      offer.offer_documents[0])
    : offer.offer_documents.find((document) => document.id === documentId);
