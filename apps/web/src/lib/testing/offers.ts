import { api, endpointPath, type Offer, type OfferDocument } from '@careers/shared';

/** Test data in the API's shape. */
export const testDocument = (overrides: Partial<OfferDocument> = {}): OfferDocument => ({
  id: 11,
  name: 'Offer letter',
  document_type: 'Offer',
  status: 'Unsigned',
  updated_at: '2026-03-01T10:00:00Z',
  under_revision: false,
  b64_string: 'JVBERi0xLjcK',
  // as the server writes it: the path of the document's file, without the page's domain
  s3_path: endpointPath(api.downloadOfferDocument, { id: 'enc-1', documentId: 11 }),
  url: null,
  signed: false,
  signing: 'upload',
  ...overrides,
});

export const testOffer = (overrides: Partial<Offer> = {}): Offer => ({
  id: 1,
  enc_id: 'enc-1',
  status: 'Extended',
  position: { name: 'Robot Whisperer' },
  updated_at: '2026-03-01T10:00:00Z',
  expires_at: null,
  offer_documents: [testDocument()],
  is_ats: false,
  hide_offer_status: false,
  profile: { fullname: 'Ada Lovelace' },
  ...overrides,
});

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
