import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import type { OfferDocumentRow, OfferRow } from '../../db/tables/offer-tables.ts';

const offerNotFound = () =>
  notFound('This offer was not found. It may have been withdrawn or the link is wrong.');
export const documentNotFound = () => notFound('This document was not found in the offer.');

export type OfferScope = { tenantId: number; candidateId?: number };

/** The offer by enc_id within the tenant (and the candidate's own, when given); 404 otherwise. */
export const findOffer = async (
  db: Kysely<Database>,
  scope: OfferScope,
  encId: string,
  options: { forUpdate?: boolean } = {},
): Promise<OfferRow> => {
  let query = db
    .selectFrom('offers')
    .selectAll()
    .where('enc_id', '=', encId)
    .where('tenant_id', '=', scope.tenantId);
  if (scope.candidateId !== undefined) query = query.where('candidate_id', '=', scope.candidateId);
  if (options.forUpdate) query = query.forUpdate();
  const offer = await query.executeTakeFirst();
  if (!offer) throw offerNotFound();
  return offer;
};

export const findDocument = async (
  db: Kysely<Database>,
  offerId: number,
  documentId: number,
): Promise<OfferDocumentRow> => {
  const document = await db
    .selectFrom('offer_documents')
    .selectAll()
    .where('offer_id', '=', offerId)
    .where('id', '=', documentId)
    .executeTakeFirst();
  if (!document) throw documentNotFound();
  return document;
};

/**
 * Runs `change` in a transaction holding the offer's row lock (SELECT ... FOR UPDATE): two
 * requests on one offer (accept and decline racing) run one after the other, and the second sees
 * the first's result.
 */
export const withLockedOffer = <T>(
  db: Kysely<Database>,
  scope: OfferScope,
  encId: string,
  change: (trx: Transaction<Database>, offer: OfferRow) => Promise<T>,
): Promise<T> =>
  db
    .transaction()
    .execute(async (trx) => change(trx, await findOffer(trx, scope, encId, { forUpdate: true })));

/** Marks the offer changed (a document of it moved) without moving its status. */
export const touchOffer = (trx: Transaction<Database>, offerId: number, now: Date) =>
  trx
    .updateTable('offers')
    .set({ updated_at: now })
    .where('id', '=', offerId)
    .returningAll()
    .executeTakeFirstOrThrow();
