import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { CertificateAuditLine } from '../../services/pdf/completion-certificate.ts';

export type OfferEvent = {
  offerId: number;
  documentId?: number | null;
  action: string;
  actor: string;
  fromStatus?: string | null;
  toStatus?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  detail?: Record<string, unknown>;
  at: Date;
};

/** Every state change of an offer or its documents is written here, in the same transaction. */
export const recordOfferEvent = async (db: Kysely<Database>, event: OfferEvent) => {
  await db
    .insertInto('offer_audit_events')
    .values({
      offer_id: event.offerId,
      document_id: event.documentId ?? null,
      action: event.action,
      actor: event.actor,
      from_status: event.fromStatus ?? null,
      to_status: event.toStatus ?? null,
      ip: event.ip ?? null,
      user_agent: event.userAgent ?? null,
      detail: JSON.stringify(event.detail ?? {}),
      created_at: event.at,
    })
    .execute();
};

export const listOfferEvents = (db: Kysely<Database>, offerId: number) =>
  db
    .selectFrom('offer_audit_events')
    .selectAll()
    .where('offer_id', '=', offerId)
    .orderBy('id')
    .execute();

/** The audit trail as certificate lines, plus the event being recorded now. */
export const certificateTrail = async (
  db: Kysely<Database>,
  offerId: number,
  pending: CertificateAuditLine,
): Promise<CertificateAuditLine[]> => [
  ...(await listOfferEvents(db, offerId)).map((event) => ({
    at: event.created_at,
    action: event.action,
    actor: event.actor,
    ...(event.to_status && { detail: `${event.from_status ?? '-'} -> ${event.to_status}` }),
  })),
  pending,
];
