import { iso, type ExportSection } from './export-section.ts';

/** Offers with their documents (links to the PDFs) and the candidate's own audit trail. */
export const offersSection: ExportSection = {
  name: 'offers',
  collect: async ({ db, candidate, siteLink }) => {
    const offers = await db
      .selectFrom('offers')
      .select(['id', 'enc_id', 'position_name', 'status', 'expires_at', 'created_at', 'updated_at'])
      .where('candidate_id', '=', candidate.id)
      .orderBy('created_at')
      .execute();
    const ids = offers.map((offer) => offer.id);
    const documents = ids.length
      ? await db
          .selectFrom('offer_documents')
          .select([
            'id',
            'offer_id',
            'name',
            'document_type',
            'status',
            'file_id',
            'signed_file_id',
          ])
          .where('offer_id', 'in', ids)
          .orderBy('sort_order')
          .execute()
      : [];
    const events = ids.length
      ? await db
          .selectFrom('offer_audit_events')
          .select(['offer_id', 'action', 'actor', 'from_status', 'to_status', 'ip', 'created_at'])
          .where('offer_id', 'in', ids)
          .orderBy('id')
          .execute()
      : [];
    return offers.map((offer) => ({
      id: offer.enc_id,
      position: offer.position_name,
      status: offer.status,
      expiresAt: iso(offer.expires_at),
      createdAt: iso(offer.created_at),
      updatedAt: iso(offer.updated_at),
      documents: documents
        .filter((document) => document.offer_id === offer.id)
        .map((document) => ({
          name: document.name,
          type: document.document_type,
          status: document.status,
          file:
            document.file_id || document.signed_file_id
              ? siteLink(
                  `/api/offer/offers/${encodeURIComponent(offer.enc_id)}/${String(document.id)}/file`,
                )
              : null,
        })),
      history: events
        .filter((event) => event.offer_id === offer.id)
        .map((event) => ({
          action: event.action,
          actor: event.actor,
          from: event.from_status,
          to: event.to_status,
          ip: event.ip,
          at: iso(event.created_at),
        })),
    }));
  },
};
