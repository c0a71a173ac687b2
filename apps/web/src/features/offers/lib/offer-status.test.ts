import type { Offer, OfferDocument } from '@careers/shared';
import { describe, expect, it } from 'vitest';
import { formatOfferDate } from './offer-dates.ts';
import {
  documentActionKey,
  documentNotReadyKey,
  documentPageMode,
  isActionRequired,
  isDocumentDisabled,
  offerStatusKey,
} from './offer-status.ts';
import { signatureMatchError, validateSignatureForm } from './signature-rule.ts';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const doc = (overrides: Partial<OfferDocument> = {}): OfferDocument => ({
  id: 1,
  name: 'Offer letter',
  document_type: 'Offer',
  status: 'Unsigned',
  updated_at: '2026-03-01T00:00:00Z',
  under_revision: false,
  b64_string: 'JVBERi0=',
  s3_path: null,
  url: null,
  signed: false,
  signing: 'upload',
  ...overrides,
});
const offer = (overrides: Partial<Offer> = {}): Offer => ({
  id: 1,
  enc_id: 'abc',
  status: 'Extended',
  position: { name: 'Engineer' },
  updated_at: '2026-03-01T00:00:00Z',
  expires_at: null,
  offer_documents: [doc()],
  is_ats: false,
  hide_offer_status: false,
  profile: { fullname: 'Ada Lovelace' },
  ...overrides,
});

describe('offer status rules', () => {
  it('treats an open offer past its expiry as expired, and tags action required only with an expiry', () => {
    expect(offerStatusKey(offer({ expires_at: '2026-03-09T00:00:00Z' }), NOW)).toBe('expired');
    expect(offerStatusKey(offer({ status: 'Contract Extended' }), NOW)).toBe('contractExtended');
    expect(isActionRequired(offer({ expires_at: '2026-03-12T00:00:00Z' }), NOW)).toBe(true);
    expect(isActionRequired(offer(), NOW)).toBe(false);
    expect(isActionRequired(offer({ expires_at: '2026-03-09T00:00:00Z' }), NOW)).toBe(false);
  });

  it("chooses the document page's mode", () => {
    expect(documentPageMode(offer(), doc({ url: '/esign/t' }), NOW)).toBe('esign');
    expect(documentPageMode(offer(), doc(), NOW)).toBe('steps');
    expect(documentPageMode(offer(), doc({ signing: 'form' }), NOW)).toBe('signature-form');
    expect(documentPageMode(offer({ status: 'Accepted' }), doc({ url: '/esign/t' }), NOW)).toBe(
      'viewer',
    );
    expect(documentPageMode(offer(), doc({ status: 'Signed', signed: true }), NOW)).toBe('viewer');
    expect(documentPageMode(offer(), doc({ status: 'Read Only', signing: 'none' }), NOW)).toBe(
      'viewer',
    );
    expect(documentPageMode(offer({ expires_at: '2026-03-01T00:00:00Z' }), doc(), NOW)).toBe(
      'viewer',
    );
  });

  it('never offers to sign a document that is pending or under revision, url or not', () => {
    const esign = { url: '/esign/t', signing: 'esign' } as const;
    for (const waiting of [
      doc({ ...esign, status: 'Pending' }),
      doc({ ...esign, status: 'Revision' }),
      doc({ ...esign, under_revision: true }),
      doc({ status: 'Pending', signing: 'form' }),
    ]) {
      expect(documentPageMode(offer(), waiting, NOW)).toBe('viewer');
    }
    expect(documentNotReadyKey(doc({ ...esign, status: 'Pending' }))).toBe('document.processing');
    expect(documentNotReadyKey(doc({ under_revision: true }))).toBe('document.beingRevised');
    expect(documentNotReadyKey(doc({ status: 'Revision' }))).toBe('document.beingRevised');
    expect(documentNotReadyKey(doc({ status: 'Signed', signed: true }))).toBeUndefined();
  });

  it("says Start or View, and disables what can't be opened yet", () => {
    expect(documentActionKey(offer(), doc(), NOW)).toBe('start');
    expect(documentActionKey(offer(), doc({ status: 'Pending' }), NOW)).toBe('start');
    expect(documentActionKey(offer(), doc({ status: 'Read Only' }), NOW)).toBe('view');
    expect(documentActionKey(offer({ status: 'Declined' }), doc(), NOW)).toBe('view');
    expect(isDocumentDisabled(doc({ under_revision: true }))).toBe(true);
    expect(isDocumentDisabled(doc({ status: 'Pending' }))).toBe(true);
    expect(isDocumentDisabled(doc({ status: 'Revision' }))).toBe(true);
    expect(isDocumentDisabled(doc({ status: 'Signed', b64_string: null }))).toBe(true);
    expect(isDocumentDisabled(doc({ status: 'Signed' }))).toBe(false);
  });

  it('formats offer dates as MM/DD/YYYY', () => {
    expect(formatOfferDate('2026-03-05T12:00:00')).toBe('03/05/2026');
  });
});

describe('signature rule (the odd blank case kept)', () => {
  it('needs the exact full name when the profile has one', () => {
    expect(signatureMatchError('Ada Lovelace', 'Ada Lovelace')).toBeUndefined();
    expect(signatureMatchError('ada lovelace', 'Ada Lovelace')).toBe('mismatch');
    expect(signatureMatchError('Ada Lovelace ', 'Ada Lovelace')).toBe('mismatch');
  });

  it('without a full name, any text is a mismatch and only a blank passes the rule', () => {
    expect(signatureMatchError('Ada Lovelace', '')).toBe('mismatch');
    expect(signatureMatchError('', '')).toBeUndefined();
    expect(validateSignatureForm({ agreed: true, signature: '', fullName: '' })).toEqual({
      signature: 'required',
    });
  });

  it('requires the terms checkbox', () => {
    expect(
      validateSignatureForm({ agreed: false, signature: 'Ada Lovelace', fullName: 'Ada Lovelace' }),
    ).toEqual({
      terms: 'required',
    });
  });
});
