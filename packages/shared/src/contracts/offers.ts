import { z } from 'zod';
import { dataEnvelope } from '../api/envelope.ts';
import { databaseIdSchema, domainQuerySchema } from './common.ts';

/** Offer statuses. Open (the candidate can still act): Extended and Contract Extended. */
export const offerStatusSchema = z.enum([
  'Extended',
  'Declined',
  'Accepted',
  'Canceled',
  'Expired',
  'Contract Extended',
  'Contract Accepted',
]);
export type OfferStatus = z.infer<typeof offerStatusSchema>;
export const OPEN_OFFER_STATUSES: readonly OfferStatus[] = ['Extended', 'Contract Extended'];

/** Document statuses; Revision and Pending cannot be opened, Read Only needs no signature. */
export const offerDocumentStatusSchema = z.enum([
  'Pending',
  'Signed',
  'Unsigned',
  'Read Only',
  'Revision',
]);
export type OfferDocumentStatus = z.infer<typeof offerDocumentStatusSchema>;

/** How a document is signed: hosted e-signature page, inline form, upload of a signed PDF, none. */
export const offerDocumentSigningSchema = z.enum(['esign', 'form', 'upload', 'none']);
export type OfferDocumentSigning = z.infer<typeof offerDocumentSigningSchema>;

/** The document type shown in its own colour, and the one an offer letter page opens first. */
export const OFFER_DOCUMENT_TYPE_OFFER = 'Offer';

/** Multipart field names of the signed uploads (the offer letter, one document). */
export const OFFER_UPLOAD_FIELD = 'signed_offer_letter_pdf_file';
export const DOCUMENT_UPLOAD_FIELD = 'signed_document_file';
/** An upload carries exactly one file, of at most 10 MB. */
export const OFFER_UPLOAD_MAX_FILES = 1;
export const OFFER_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

export const offerDocumentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  document_type: z.string(),
  status: offerDocumentStatusSchema,
  updated_at: z.string(),
  under_revision: z.boolean(),
  /** Base64 PDF content; null when there is no file (yet), and in the list. */
  b64_string: z.string().nullable(),
  /** Download path of the document's current file (signed when signed). */
  s3_path: z.string().nullable(),
  /** The hosted e-signature page (documents signed by e-signature only). */
  url: z.string().nullable(),
  signed: z.boolean(),
  signing: offerDocumentSigningSchema,
});
export type OfferDocument = z.infer<typeof offerDocumentSchema>;

export const offerSchema = z.object({
  id: z.number().int(),
  enc_id: z.string(),
  status: offerStatusSchema,
  position: z.object({ name: z.string() }),
  updated_at: z.string(),
  expires_at: z.string().nullable(),
  offer_documents: z.array(offerDocumentSchema),
  is_ats: z.boolean(),
  hide_offer_status: z.boolean(),
  profile: z.object({ fullname: z.string() }),
});
export type Offer = z.infer<typeof offerSchema>;

/** GET /api/offer/offers */
export const offersListResponseSchema = dataEnvelope(z.array(offerSchema));
/** GET /api/offer/{id} and the answer of every offer action. */
export const offerResponseSchema = dataEnvelope(offerSchema);
export type OfferResponse = z.infer<typeof offerResponseSchema>;

/** An offer's `enc_id`: random base64url text, never a database id. */
const offerEncIdSchema = z
  .string()
  .regex(/^[\w-]{1,64}$/, 'An offer id is letters, digits, - and _.');
export const offerIdParamsSchema = z.object({ id: offerEncIdSchema });
export const offerDocumentParamsSchema = z.object({
  id: offerEncIdSchema,
  documentId: databaseIdSchema,
});

/**
 * POST /api/offer/offers/{id}/{documentId}/accept as JSON: the signature to stamp (typed full
 * name, optionally a drawn signature as a PNG data URL). A multipart PDF upload is the other form.
 */
export const documentSignatureSchema = z.object({
  full_name: z.string().trim().min(1, 'Please enter your full name').max(200),
  drawn_signature: z
    .string()
    .max(400_000)
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, 'The drawn signature must be a PNG image')
    .optional(),
});
export type DocumentSignature = z.infer<typeof documentSignatureSchema>;
export const documentAcceptBodySchema = z.object({ signed_document_file: documentSignatureSchema });
export type DocumentAcceptBody = z.infer<typeof documentAcceptBodySchema>;

/** The multipart part an employer's offer document PDF is uploaded in. */
export const OFFER_DOCUMENT_FILE_PART = 'offer_document_pdf_file';

/** A PDF an employer uploaded for an offer's document: the offer then names it by `file_id`. */
export const adminOfferFileSchema = z.object({
  file_id: z.uuid(),
  name: z.string(),
  size: z.number().int().nonnegative(),
});
export type AdminOfferFile = z.infer<typeof adminOfferFileSchema>;

/**
 * Employer side: one document of a new offer, from an uploaded PDF (the `file_id` the upload
 * answered) or a text template.
 */
export const adminOfferDocumentInputSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    document_type: z.string().trim().min(1).max(60).default(OFFER_DOCUMENT_TYPE_OFFER),
    signing: offerDocumentSigningSchema.default('esign'),
    file_id: z.uuid().optional(),
    /** Text with {{candidate.fullname}}, {{candidate.email}}, {{position.name}}, {{company.name}}, {{offer.expires_at}}. */
    template: z.string().max(20_000).optional(),
  })
  .refine((doc) => Boolean(doc.file_id) !== Boolean(doc.template), {
    message: 'Give either file_id or template',
  });
export type AdminOfferDocumentInput = z.input<typeof adminOfferDocumentInputSchema>;

export const adminOfferInputSchema = z.object({
  candidate_email: z.string().trim().toLowerCase().email(),
  position_id: databaseIdSchema.optional(),
  position_name: z.string().trim().min(1).max(200).optional(),
  status: z.enum(['Extended', 'Contract Extended']).default('Extended'),
  expires_at: z.iso.datetime({ offset: true }).nullable().default(null),
  is_ats: z.boolean().default(false),
  hide_offer_status: z.boolean().default(false),
  documents: z.array(adminOfferDocumentInputSchema).min(1).max(20),
});
export type AdminOfferInput = z.input<typeof adminOfferInputSchema>;

export const adminReviseDocumentSchema = z.object({
  /** true: the document goes under revision; a new file (uploaded PDF or template) ends the revision. */
  under_revision: z.boolean().optional(),
  file_id: z.uuid().optional(),
  template: z.string().max(20_000).optional(),
});
/** GET /api/admin/offers: open (Extended, Contract Extended) or closed; q matches the candidate or position. */
export const adminOffersQuerySchema = domainQuerySchema.extend({
  status: z.enum(['open', 'closed']).optional(),
  q: z.string().trim().max(200).optional(),
});
export const adminOfferExpirySchema = z.object({
  expires_at: z.iso.datetime({ offset: true }).nullable(),
});

export const auditEventSchema = z.object({
  action: z.string(),
  actor: z.string(),
  from_status: z.string().nullable(),
  to_status: z.string().nullable(),
  document_id: z.number().nullable(),
  created_at: z.string(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;
const adminOfferSchema = offerSchema.extend({ audit_trail: z.array(auditEventSchema) });
/** An offer as its employer sees it: with its audit trail. */
export type AdminOffer = z.infer<typeof adminOfferSchema>;
export const adminOfferResponseSchema = dataEnvelope(adminOfferSchema);

/** Messages the hosted e-signature page posts to the embedding page. */
export const esignMessageSchema = z.object({
  type: z.enum(['ESIGN', 'REJECT']),
  documentId: z.number().optional(),
});
export type EsignMessage = z.infer<typeof esignMessageSchema>;

/** The signing success message stays 15 s; the offer confetti (once per browser) has 200 pieces. */
export const SIGNING_SUCCESS_TOAST_MS = 15_000;
export const OFFER_CONFETTI_PIECES = 200;
