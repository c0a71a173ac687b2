import type { AdminOfferInput } from '@careers/shared';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterEach, beforeEach } from 'vitest';
import { extractPdfText } from '../../services/pdf/pdf-text.ts';
import type { App } from '../../core/app.ts';
import { request, signIn, type Browser } from '../../test/sign-in.ts';
import { createTestApp, TEST_DOMAIN } from '../../test/test-app.ts';
import { findOrCreateCandidate } from '../auth/find-or-create-candidate.ts';
import { tenantId } from '../positions/admin-test-kit.ts';
import { extendOffer } from './extend-offer.ts';
import { storeOfferDocumentFile } from './offer-document-upload.ts';
import type { OfferActor } from './offer-context.ts';
export { multipart } from '../../test/multipart-body.ts';

/** A real one-page PDF with a line of text. */
export const makePdf = async (text = 'Offer letter') => {
  const document = await PDFDocument.create();
  const page = document.addPage([612, 792]);
  page.drawText(text, {
    x: 72,
    y: 700,
    size: 14,
    font: await document.embedFont(StandardFonts.Helvetica),
  });
  return document.save();
};

/** The file id of a one-page PDF uploaded for an offer's document, as the console uploads it. */
export const offerFileId = async (app: App, text?: string) =>
  (
    await storeOfferDocumentFile(app.deps, {
      tenantId: await tenantId(app, TEST_DOMAIN),
      fileName: 'letter.pdf',
      bytes: await makePdf(text),
    })
  ).file_id;

/** A candidate of the test tenant with a full name. */
export const addCandidate = async (
  app: App,
  email: string,
  name: [string, string] | null = ['Ada', 'Lovelace'],
) => {
  const candidate = await findOrCreateCandidate(
    app.deps.db,
    await tenantId(app, TEST_DOMAIN),
    email,
  );
  if (name)
    await app.deps.db
      .updateTable('candidates')
      .set({ first_name: name[0], last_name: name[1] })
      .where('id', '=', candidate.id)
      .execute();
  return { ...candidate, first_name: name?.[0] ?? null, last_name: name?.[1] ?? null };
};

export const actorFor = async (app: App, email: string): Promise<OfferActor> => {
  const candidate = await addCandidate(app, email);
  return {
    tenantId: candidate.tenant_id,
    candidate,
    ip: '203.0.113.7',
    userAgent: 'vitest',
    language: 'en',
  };
};

/** Extends an offer to `email` (who must exist) with one e-sign letter unless told otherwise. */
export const giveOffer = async (
  app: App,
  email: string,
  overrides: Partial<AdminOfferInput> = {},
) => {
  const offer = await extendOffer(app.deps, {
    tenant: { id: await tenantId(app, TEST_DOMAIN), name: 'Acme Robotics' },
    actorName: 'test admin',
    offer: {
      candidate_email: email,
      position_name: 'Robot Whisperer',
      documents: [
        {
          name: 'Offer letter',
          document_type: 'Offer',
          signing: 'esign',
          file_id: await offerFileId(app),
        },
      ],
      ...overrides,
    },
  });
  const documents = await app.deps.db
    .selectFrom('offer_documents')
    .selectAll()
    .where('offer_id', '=', offer.id)
    .orderBy('sort_order')
    .execute();
  return { offer, documents };
};

export const fileCount = async (app: App) =>
  Number(
    (
      await app.deps.db
        .selectFrom('files')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

export const offerStatus = async (app: App, id: number) =>
  (
    await app.deps.db
      .selectFrom('offers')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).status;

export const auditActions = async (app: App, offerId: number) =>
  (
    await app.deps.db
      .selectFrom('offer_audit_events')
      .select('action')
      .where('offer_id', '=', offerId)
      .orderBy('id')
      .execute()
  ).map((row) => row.action);

/** True when the PDF's text, as a reader copies it (pdf.js's text layer), contains `text`. */
export const pdfDrawsText = async (bytes: Uint8Array, text: string) =>
  (await extractPdfText(bytes)).includes(text);

/** A fresh app with Ada, a candidate, signed in: how every offers route test starts. */
export const openAppWithAda = async () => {
  const t = await createTestApp();
  await addCandidate(t.app, 'ada@example.com');
  return { t, ada: await signIn(t.app, 'ada@example.com') };
};

const domainQuery = `?domain=${TEST_DOMAIN}`;

/** A drawn signature: the smallest PNG. */
export const ONE_PIXEL_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** The signed letter as the offer page uploads it. */
export const signedLetterUpload = (
  content: Uint8Array,
  name = 'signed.pdf',
  type = 'application/pdf',
) => ({ field: 'signed_offer_letter_pdf_file', name, type, content });

/** A POST of the test tenant's candidate API, with an optional multipart body. */
const postAs = (
  app: App,
  browser: Browser,
  url: string,
  body?: { payload: Buffer; headers: Record<string, string> },
) =>
  request(app, browser, {
    method: 'POST',
    url: `${url}${domainQuery}`,
    ...(body && { payload: body.payload, headers: body.headers }),
  });

/** Each test gets a fresh app with Ada signed in (handed to `onOpen`), closed after it. */
export const openEachTestWithAda = (
  onOpen: (opened: Awaited<ReturnType<typeof openAppWithAda>>) => void,
) => {
  let close: (() => Promise<void>) | undefined;
  beforeEach(async () => {
    const opened = await openAppWithAda();
    close = opened.t.close;
    onOpen(opened);
  });
  afterEach(async () => {
    await close?.();
  });
};

/** `postAs` on the app a test currently has. */
export const postWith =
  (app: () => App) =>
  (browser: Browser, url: string, body?: { payload: Buffer; headers: Record<string, string> }) =>
    postAs(app(), browser, url, body);
