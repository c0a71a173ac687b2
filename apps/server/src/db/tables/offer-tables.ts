import type { OfferDocumentSigning, OfferDocumentStatus, OfferStatus } from '@careers/shared';
import type { ColumnType, Generated, Selectable } from 'kysely';

/** Kysely types of migrations/0004_offers.sql (and 0008_offer_reminders.sql: reminded_at). */
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export type OffersTable = {
  id: Generated<number>;
  enc_id: string;
  tenant_id: number;
  candidate_id: number;
  position_id: number | null;
  position_name: string;
  status: OfferStatus;
  expires_at: Timestamp | null;
  is_ats: Generated<boolean>;
  hide_offer_status: Generated<boolean>;
  /** When the "expiring within 48 hours" notification was sent (once per offer). */
  reminded_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type OfferDocumentsTable = {
  id: Generated<number>;
  offer_id: number;
  sort_order: Generated<number>;
  name: string;
  document_type: string;
  status: OfferDocumentStatus;
  signing: OfferDocumentSigning;
  under_revision: Generated<boolean>;
  file_id: string | null;
  signed_file_id: string | null;
  signature_captured_at: Timestamp | null;
  esign_token: string;
  updated_at: Timestamp;
};

export type OfferAuditEventsTable = {
  id: Generated<string>;
  offer_id: number;
  document_id: number | null;
  action: string;
  actor: string;
  from_status: string | null;
  to_status: string | null;
  ip: string | null;
  user_agent: string | null;
  detail: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Timestamp;
};

export type OfferTables = {
  offers: OffersTable;
  offer_documents: OfferDocumentsTable;
  offer_audit_events: OfferAuditEventsTable;
};

export type OfferRow = Selectable<OffersTable>;
export type OfferDocumentRow = Selectable<OfferDocumentsTable>;
