import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../http/app-error.ts';

/** The document, offer and candidate behind a hosted-page token; 404 for an unknown token. */
export const findEsignDocument = async (deps: AppDeps, token: string) => {
  const row = await deps.db
    .selectFrom('offer_documents')
    .innerJoin('offers', 'offers.id', 'offer_documents.offer_id')
    .innerJoin('candidates', 'candidates.id', 'offers.candidate_id')
    .select([
      'offer_documents.id as document_id',
      'offer_documents.name as document_name',
      'offer_documents.file_id',
      'offer_documents.signed_file_id',
      'offer_documents.status as document_status',
      'offer_documents.signature_captured_at',
      'offers.enc_id',
      'offers.tenant_id',
      'offers.status as offer_status',
      'candidates.id as candidate_id',
      'candidates.email',
      'candidates.first_name',
      'candidates.last_name',
    ])
    .where('offer_documents.esign_token', '=', token)
    .where('offer_documents.signing', '=', 'esign')
    .executeTakeFirst();
  if (!row)
    throw notFound('This signing link is not valid. Please open the document from your offer.');
  return row;
};
