import type { OfferDocumentRow } from '../../db/tables/offer-tables.ts';
import { offerRefusal } from './offer-errors.ts';

type DocumentState = Pick<OfferDocumentRow, 'id' | 'signing' | 'status' | 'under_revision'>;

/** A document needs the candidate's signature unless it is for review only. */
const needsSignature = (document: Pick<OfferDocumentRow, 'signing' | 'status'>) =>
  document.signing !== 'none' && document.status !== 'Read Only';

const isUnderRevision = (document: DocumentState) =>
  document.under_revision || document.status === 'Revision';

/**
 * An offer is accepted only as a whole: every document that needs a signature is signed (or is
 * `signingNow`, the one this request signs) and none is under revision. Accepting by upload and
 * by e-signature both keep this rule.
 */
export const isReadyToAccept = (documents: DocumentState[], signingNow?: number) =>
  documents.every(
    (document) =>
      !isUnderRevision(document) &&
      (!needsSignature(document) || document.id === signingNow || document.status === 'Signed'),
  );

/** 409 with its code when the offer cannot be accepted yet (see `isReadyToAccept`). */
export const assertReadyToAccept = (documents: DocumentState[], signingNow?: number) => {
  if (documents.some(isUnderRevision))
    throw offerRefusal(
      'document_under_revision',
      'A document of this offer is being revised. Please check back later.',
    );
  if (!isReadyToAccept(documents, signingNow))
    throw offerRefusal(
      'offer_documents_unsigned',
      'Please sign every other document of this offer before accepting it.',
    );
};
