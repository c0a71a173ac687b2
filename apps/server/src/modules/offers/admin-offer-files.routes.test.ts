import { OFFER_DOCUMENT_FILE_PART, OFFER_UPLOAD_MAX_BYTES } from '@careers/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { request, signIn, type Browser } from '../../test/sign-in.ts';
import { TEST_DOMAIN, type TestApp } from '../../test/test-app.ts';
import { tenantId } from '../positions/admin-test-kit.ts';
import {
  addCandidate,
  fileCount,
  makePdf,
  multipart,
  openAppWithAda,
  pdfDrawsText,
} from './offers-test-kit.ts';

let t: TestApp;
let admin: Browser;
beforeEach(async () => {
  ({ t, ada: admin } = await openAppWithAda());
  await t.app.deps.db
    .updateTable('candidates')
    .set({ employer_role: 'admin' })
    .where('email', '=', 'ada@example.com')
    .execute();
  await addCandidate(t.app, 'bob@example.com', ['Bob', 'Builder']);
});
afterEach(async () => {
  await t.close();
});

const q = `?domain=${TEST_DOMAIN}`;
const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const upload = (
  browser: Browser,
  content: Uint8Array,
  { name = 'letter.pdf', type = 'application/pdf' } = {},
) => {
  const body = multipart([{ field: OFFER_DOCUMENT_FILE_PART, name, type, content }]);
  return request(t.app, browser, {
    method: 'POST',
    url: `/api/admin/offer_files${q}`,
    payload: body.payload,
    headers: body.headers,
  });
};

const extendWith = (fileId: string) =>
  request(t.app, admin, {
    method: 'POST',
    url: `/api/admin/offers${q}`,
    payload: {
      candidate_email: 'bob@example.com',
      position_name: 'Site Lead',
      documents: [{ name: 'Offer letter', file_id: fileId }],
    },
  });

describe('POST /api/admin/offer_files: the console uploads an offer letter', () => {
  it('stores a real PDF, which the offer then takes by its file id (the upload itself goes)', async () => {
    const uploaded = await upload(admin, await makePdf('Welcome, Bob'));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const file = uploaded.json().data;
    expect(file).toMatchObject({ name: 'letter.pdf', file_id: expect.any(String) });
    expect(file.size).toBeGreaterThan(100);

    const extended = await extendWith(file.file_id);
    expect(extended.statusCode, extended.body).toBe(201);
    const document = extended.json().data.offer_documents[0];
    expect(await pdfDrawsText(Buffer.from(document.b64_string, 'base64'), 'Welcome, Bob')).toBe(
      true,
    );
    // the document keeps a copy owned by the candidate; the upload cannot be named again
    const tenant = await tenantId(t.app, TEST_DOMAIN);
    expect(await t.app.deps.files.read(tenant, file.file_id)).toBeNull();
    expect((await extendWith(file.file_id)).statusCode).toBe(404);
  });

  it('refuses what is not a PDF by content, a damaged PDF and a file past 10 MB; nothing stored', async () => {
    const before = await fileCount(t.app);
    const png = new Uint8Array([...PNG_HEADER, ...new Uint8Array(64)]);
    const lying = await upload(admin, png);
    expect(lying.statusCode, lying.body).toBe(415);
    expect(lying.json().error.code).toBe('file_type_not_allowed');
    const html = await upload(admin, new TextEncoder().encode('<html><script>x</script></html>'));
    expect(html.statusCode).toBe(415);
    const damaged = await upload(admin, new TextEncoder().encode('%PDF-1.7\nnothing more'));
    expect(damaged.statusCode, damaged.body).toBe(400);
    const large = new Uint8Array(OFFER_UPLOAD_MAX_BYTES + 1024);
    large.set(await makePdf());
    const tooLarge = await upload(admin, large);
    expect(tooLarge.statusCode, tooLarge.body).toBe(413);
    expect(tooLarge.json().error.code).toBe('file_too_large');
    const inTwo = multipart([
      { field: OFFER_DOCUMENT_FILE_PART, name: 'a.pdf', type: 'application/pdf', content: png },
      { field: OFFER_DOCUMENT_FILE_PART, name: 'b.pdf', type: 'application/pdf', content: png },
    ]);
    const two = await request(t.app, admin, {
      method: 'POST',
      url: `/api/admin/offer_files${q}`,
      payload: inTwo.payload,
      headers: inTwo.headers,
    });
    expect(two.statusCode).toBe(400);
    expect(await fileCount(t.app)).toBe(before);
  });

  it("is for employers only, and an offer cannot name another file of the tenant (a candidate's)", async () => {
    const bob = await signIn(t.app, 'bob@example.com');
    expect((await upload(bob, await makePdf())).statusCode).toBe(403);

    const resume = await t.app.deps.files.save({
      tenantId: await tenantId(t.app, TEST_DOMAIN),
      candidateId: (await addCandidate(t.app, 'carol@example.com')).id,
      name: 'offer-upload.pdf',
      contentType: 'application/pdf',
      content: await makePdf('Carol’s private file'),
    });
    const refused = await extendWith(resume.id);
    expect(refused.statusCode, refused.body).toBe(404);
    expect((await extendWith('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
