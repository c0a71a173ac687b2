import { describe, expect, it } from 'vitest';
import { request, type Browser } from '../../test/sign-in.ts';
import { TEST_DOMAIN, type TestApp } from '../../test/test-app.ts';
import {
  fileCount,
  giveOffer,
  makePdf,
  multipart,
  offerStatus,
  openEachTestWithAda,
  offerFileId,
  postWith,
  signedLetterUpload as upload,
} from './offers-test-kit.ts';

let t: TestApp;
let ada: Browser;
openEachTestWithAda((opened) => ({ t, ada } = opened));

const q = `?domain=${TEST_DOMAIN}`;
const post = postWith(() => t.app);

describe('accepting only as a whole', () => {
  it('refuses to accept by upload (409) while another document is unsigned or under revision', async () => {
    const { offer, documents } = await giveOffer(t.app, 'ada@example.com', {
      documents: [
        { name: 'Offer letter', signing: 'upload', file_id: await offerFileId(t.app) },
        { name: 'NDA', signing: 'form', file_id: await offerFileId(t.app, 'NDA') },
        { name: 'Handbook', signing: 'none', file_id: await offerFileId(t.app, 'Read me') },
      ],
    });
    const url = `/api/offer/offers/${offer.enc_id}/accept`;
    const before = await fileCount(t.app);
    const early = await post(ada, url, multipart([upload(await makePdf('Signed'))]));
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('offer_documents_unsigned');
    expect(early.json().message).toBe(
      'Please sign every other document of this offer before accepting it.',
    );
    expect(await offerStatus(t.app, offer.id)).toBe('Extended');
    expect(await fileCount(t.app)).toBe(before);

    const nda = `/api/offer/offers/${offer.enc_id}/${documents[1]!.id}`;
    const signNda = await request(t.app, ada, {
      method: 'POST',
      url: `${nda}/accept${q}`,
      payload: { signed_document_file: { full_name: 'Ada Lovelace' } },
    });
    expect(signNda.statusCode, signNda.body).toBe(200);
    expect((await post(ada, `${nda}/esign_status`)).json().data.status).toBe('Extended');
    await t.app.deps.db
      .updateTable('offer_documents')
      .set({ under_revision: true })
      .where('id', '=', documents[0]!.id)
      .execute();
    const revising = await post(ada, url, multipart([upload(await makePdf('Signed'))]));
    expect(revising.statusCode).toBe(409);
    expect(revising.json().error.code).toBe('document_under_revision');
    await t.app.deps.db
      .updateTable('offer_documents')
      .set({ under_revision: false })
      .where('id', '=', documents[0]!.id)
      .execute();
    const accepted = await post(ada, url, multipart([upload(await makePdf('Signed'))]));
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.status).toBe('Accepted');
  });
});
