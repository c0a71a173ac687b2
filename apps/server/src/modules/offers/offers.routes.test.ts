import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { newBrowser, request, signIn, type Browser } from '../../test/sign-in.ts';
import { TEST_DOMAIN, type TestApp } from '../../test/test-app.ts';
import {
  ONE_PIXEL_PNG,
  addCandidate,
  openEachTestWithAda,
  postWith,
  signedLetterUpload,
  fileCount,
  giveOffer,
  makePdf,
  multipart,
  offerStatus,
  offerFileId,
  pdfDrawsText,
} from './offers-test-kit.ts';

let t: TestApp;
let ada: Browser;
openEachTestWithAda((opened) => ({ t, ada } = opened));

const q = `?domain=${TEST_DOMAIN}`;
const upload = signedLetterUpload;
const post = postWith(() => t.app);

describe('GET /api/offer/offers and /api/offer/{id}', () => {
  it("lists the candidate's offers with the spec's fields; another candidate gets 404 and an empty list", async () => {
    const { offer } = await giveOffer(t.app, 'ada@example.com', {
      expires_at: '2026-01-20T00:00:00Z',
    });
    const list = await request(t.app, ada, { url: `/api/offer/offers${q}` });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      {
        id: offer.id,
        enc_id: offer.enc_id,
        status: 'Extended',
        position: { name: 'Robot Whisperer' },
        updated_at: '2026-01-15T09:00:00.000Z',
        expires_at: '2026-01-20T00:00:00.000Z',
        is_ats: false,
        hide_offer_status: false,
        profile: { fullname: 'Ada Lovelace' },
        offer_documents: [
          expect.objectContaining({
            name: 'Offer letter',
            document_type: 'Offer',
            status: 'Unsigned',
            under_revision: false,
            b64_string: null,
            signed: false,
            url: expect.stringMatching(/^\/esign\/[\w-]{30,}\.\w+\.[\w-]+\?wid=\d+&hosted=1$/),
            s3_path: expect.stringContaining(`/api/offer/offers/${offer.enc_id}/`),
          }),
        ],
      },
    ]);
    expect(offer.enc_id).toMatch(/^[\w-]{22}$/);
    const one = await request(t.app, ada, { url: `/api/offer/${offer.enc_id}${q}` });
    const b64 = one.json().data.offer_documents[0].b64_string as string;
    expect(Buffer.from(b64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');

    await addCandidate(t.app, 'eve@example.com');
    const eve = await signIn(t.app, 'eve@example.com');
    expect((await request(t.app, eve, { url: `/api/offer/offers${q}` })).json().data).toEqual([]);
    const stolen = await request(t.app, eve, { url: `/api/offer/${offer.enc_id}${q}` });
    expect(stolen.statusCode).toBe(404);
    expect((await post(eve, `/api/offer/offers/${offer.enc_id}/decline`)).statusCode).toBe(404);
    expect(
      (await request(t.app, eve, { url: `/api/offer/offers/${offer.enc_id}/1/file${q}` }))
        .statusCode,
    ).toBe(404);
    expect(await offerStatus(t.app, offer.id)).toBe('Extended');
  });

  it('needs a session: 401 with X-Login-Required', async () => {
    const visitor = await newBrowser(t.app);
    const response = await request(t.app, visitor, { url: `/api/offer/offers${q}` });
    expect(response.statusCode).toBe(401);
    expect(response.headers['x-login-required']).toBe('1');
  });
});

describe('POST /api/offer/offers/{id}/accept', () => {
  it('refuses a text file named .pdf, a damaged PDF, two files, no file and an oversized file, storing nothing', async () => {
    const { offer } = await giveOffer(t.app, 'ada@example.com');
    const url = `/api/offer/offers/${offer.enc_id}/accept`;
    const before = await fileCount(t.app);
    const pdf = await makePdf();
    const cases = [
      {
        body: multipart([upload(Buffer.from('hello, I am text'), 'letter.pdf')]),
        status: 415,
        message: 'letter.pdf is not a type of file this field accepts.',
      },
      {
        body: multipart([upload(Buffer.from('%PDF-1.7\nno pages tree\n'), 'letter.pdf')]),
        status: 400,
        message: 'The PDF file could not be read. It may be damaged.',
      },
      {
        body: multipart([upload(pdf), upload(pdf, 'again.pdf')]),
        status: 400,
        message: 'You should upload at most 1 file',
      },
      {
        body: multipart([]),
        status: 400,
        message: 'Please choose a file to upload as "signed_offer_letter_pdf_file".',
      },
      {
        body: multipart([
          upload(Buffer.concat([Buffer.from(pdf), Buffer.alloc(10 * 1024 * 1024)])),
        ]),
        status: 413,
        message: expect.stringContaining('too large'),
      },
      {
        body: multipart([{ ...upload(pdf), field: 'other' }]),
        status: 400,
        message: expect.stringContaining('signed_offer_letter_pdf_file'),
      },
      { body: undefined, status: 400, message: expect.stringContaining('multipart') },
    ];
    for (const { body, status, message } of cases) {
      const response = await post(ada, url, body);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().message).toEqual(message);
    }
    expect(await fileCount(t.app)).toBe(before);
    expect(await offerStatus(t.app, offer.id)).toBe('Extended');
  });

  it('accepts a real PDF: Accepted, and the signed file carries the completion certificate page', async () => {
    const { offer } = await giveOffer(t.app, 'ada@example.com', {
      documents: [{ name: 'Offer letter', signing: 'upload', file_id: await offerFileId(t.app) }],
    });
    const signedByHand = await makePdf('Signed by Ada with a pen');
    const response = await post(
      ada,
      `/api/offer/offers/${offer.enc_id}/accept`,
      multipart([upload(signedByHand)]),
    );
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.status).toBe('Accepted');
    expect(data.offer_documents[0]).toMatchObject({ status: 'Signed', signed: true });
    const signed = Buffer.from(data.offer_documents[0].b64_string, 'base64');
    const document = await PDFDocument.load(signed);
    expect(document.getPageCount()).toBe(2);
    expect(await pdfDrawsText(signed, 'Certificate of completion')).toBe(true);
    expect(await pdfDrawsText(signed, 'ada@example.com')).toBe(true);
    expect(await pdfDrawsText(signed, 'Text that is on no page')).toBe(false);
    expect(await pdfDrawsText(signed, 'Audit trail')).toBe(true);
    expect(await pdfDrawsText(signed, 'Signed by Ada with a pen')).toBe(true);

    const again = await post(ada, `/api/offer/offers/${offer.enc_id}/decline`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('offer_not_open');
    expect(again.json().message).toBe(
      'This offer is already accepted and can no longer be changed.',
    );
  });
});

describe('document e-signature', () => {
  it('signs by form (accept then esign_status), stamps the typed name, then the offer is accepted', async () => {
    const { offer, documents } = await giveOffer(t.app, 'ada@example.com', {
      documents: [
        { name: 'Offer letter', signing: 'form', template: 'Offer\nDear {{candidate.fullname}}' },
      ],
    });
    const base = `/api/offer/offers/${offer.enc_id}/${documents[0]!.id}`;
    const empty = await request(t.app, ada, {
      method: 'POST',
      url: `${base}/accept${q}`,
      payload: { signed_document_file: { full_name: ' ' } },
    });
    expect(empty.statusCode).toBe(400);
    const early = await post(ada, `${base}/esign_status`);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('document_not_signed');
    const notPng = await request(t.app, ada, {
      method: 'POST',
      url: `${base}/accept${q}`,
      payload: {
        signed_document_file: {
          full_name: 'Ada Lovelace',
          drawn_signature: `data:image/png;base64,${Buffer.from('GIF89a').toString('base64')}`,
        },
      },
    });
    expect(notPng.statusCode).toBe(400);
    expect(notPng.json().message).toBe('The drawn signature must be a PNG image.');
    const accept = await request(t.app, ada, {
      method: 'POST',
      url: `${base}/accept${q}`,
      payload: {
        signed_document_file: { full_name: 'Ada Lovelace', drawn_signature: ONE_PIXEL_PNG },
      },
    });
    expect(accept.statusCode, accept.body).toBe(200);
    const status = await post(ada, `${base}/esign_status`);
    expect(status.statusCode).toBe(200);
    expect(status.json().data.status).toBe('Accepted');
    const signed = Buffer.from(status.json().data.offer_documents[0].b64_string, 'base64');
    expect(await pdfDrawsText(signed, 'Ada Lovelace')).toBe(true);
    // the date in the signer's language (English here), in their time zone (UTC when none is saved)
    expect(await pdfDrawsText(signed, 'Date: January 15, 2026')).toBe(true);
    expect(await pdfDrawsText(signed, 'Certificate of completion')).toBe(true);
    const download = await request(t.app, ada, { url: `${base}/file${q}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
  });

  it('signs by upload of the signed PDF (multipart), and a JSON call without a body is a 400', async () => {
    const { offer, documents } = await giveOffer(t.app, 'ada@example.com', {
      documents: [{ name: 'NDA', signing: 'form', file_id: await offerFileId(t.app) }],
    });
    const base = `/api/offer/offers/${offer.enc_id}/${documents[0]!.id}`;
    const missing = await post(ada, `${base}/accept`);
    expect(missing.statusCode).toBe(400);
    const signedByHand = await makePdf('Signed by Ada with a pen');
    const accept = await post(
      ada,
      `${base}/accept`,
      multipart([{ ...upload(signedByHand), field: 'signed_document_file' }]),
    );
    expect(accept.statusCode, accept.body).toBe(200);
    const status = await post(ada, `${base}/esign_status`);
    expect(status.json().data.status).toBe('Accepted');
    const signed = Buffer.from(status.json().data.offer_documents[0].b64_string, 'base64');
    expect(await pdfDrawsText(signed, 'Signed by Ada with a pen')).toBe(true);
    expect(await pdfDrawsText(signed, 'Certificate of completion')).toBe(true);
  });

  it("the link leads to the document's page, serves the PDF, signs with the candidate's session", async () => {
    const { offer, documents } = await giveOffer(t.app, 'ada@example.com');
    const one = await request(t.app, ada, { url: `/api/offer/${offer.enc_id}${q}` });
    const url = one.json().data.offer_documents[0].url as string;
    const page = await request(t.app, ada, { url });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toContain(
      `/careers/offer/${offer.enc_id}/offer-document/${String(documents[0]!.id)}`,
    );
    const token = url.split('/')[2]!.split('?')[0]!;
    expect(
      (await request(t.app, ada, { url: `/esign/${token}/document.pdf` })).headers['content-type'],
    ).toBe('application/pdf');
    expect(
      (await request(t.app, ada, { url: '/esign/not-a-real-token-at-all-really' })).statusCode,
    ).toBe(404);
    expect((await request(t.app, ada, { url: '/esign/short' })).statusCode).toBe(404);
    const signed = await request(t.app, ada, {
      method: 'POST',
      url: `/esign/${token}/sign`,
      payload: { full_name: 'Ada Lovelace' },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const status = await post(
      ada,
      `/api/offer/offers/${offer.enc_id}/${documents[0]!.id}/esign_status`,
    );
    expect(status.json().data.status).toBe('Accepted');
  });
});
