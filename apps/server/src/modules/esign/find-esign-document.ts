import type { AppDeps } from '../../core/app-deps.ts';
import type { Candidate } from '../../db/schema.ts';
import { loginRequired, notFound } from '../../http/app-error.ts';
import { isExpired, isOpenStatus, offerRefusal, readEsignLinkToken } from '../offers/index.ts';

const unknownLink = () =>
  notFound('This signing link is not valid. Please open the document from your offer.');

const expiredLink = (message: string) => offerRefusal('esign_link_expired', message);

/**
 * The document and offer behind a hosted-page link, for the signed-in candidate on the request's
 * tenant, judged in this order: an unknown link or another tenant's is a 404 whoever asks (the
 * tenant comes before the session, so another tenant's address says nothing about the link); no
 * session is a 401 with X-Login-Required; another candidate's link is a 404; a link past its time,
 * or of an offer that is no longer open (declined, canceled, expired, accepted), is a 410.
 */
export const findEsignDocument = async (
  deps: AppDeps,
  link: { linkToken: string; tenantId: number; candidate: Candidate | null },
) => {
  const read = readEsignLinkToken(deps.secret, link.linkToken, deps.clock.now());
  if (read.kind === 'invalid') throw unknownLink();
  const row = await deps.db
    .selectFrom('offer_documents')
    .innerJoin('offers', 'offers.id', 'offer_documents.offer_id')
    .select([
      'offer_documents.id as document_id',
      'offer_documents.name as document_name',
      'offer_documents.file_id',
      'offer_documents.signed_file_id',
      'offer_documents.status as document_status',
      'offer_documents.signature_captured_at',
      'offers.enc_id',
      'offers.tenant_id',
      'offers.candidate_id',
      'offers.status as offer_status',
      'offers.expires_at',
    ])
    .where('offer_documents.esign_token', '=', read.esignToken)
    .where('offer_documents.signing', '=', 'esign')
    .where('offers.tenant_id', '=', link.tenantId)
    .executeTakeFirst();
  if (!row) throw unknownLink();
  if (!link.candidate) throw loginRequired();
  if (row.candidate_id !== link.candidate.id) throw unknownLink();
  if (read.kind === 'expired')
    throw expiredLink('This signing link has expired. Please open the document from your offer.');
  const offer = { status: row.offer_status, expires_at: row.expires_at };
  if (!isOpenStatus(offer.status) || isExpired(offer, deps.clock.now()))
    throw expiredLink('This offer is no longer open, so its signing link no longer works.');
  return { row, candidate: link.candidate };
};
