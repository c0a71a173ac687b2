import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { latestCode, request, newBrowser, signIn, type Browser } from '../../test/sign-in.ts';
import { createTestApp, TEST_DOMAIN, type TestApp } from '../../test/test-app.ts';
import { addTenant } from '../positions/admin-test-kit.ts';
import { addCandidate, auditActions, giveOffer, offerStatus } from '../offers/offers-test-kit.ts';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

const q = `?domain=${TEST_DOMAIN}`;

/** Ada, signed in, with an e-sign offer; the hosted page's link as her offer page gives it. */
const setUp = async (options: { logLines?: string[] } = {}) => {
  const lines = options.logLines;
  t = await createTestApp({
    ...(lines && {
      env: { LOG_LEVEL: 'info' },
      logStream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    }),
  });
  await addCandidate(t.app, 'ada@example.com');
  const ada = await signIn(t.app, 'ada@example.com');
  const { offer, documents } = await giveOffer(t.app, 'ada@example.com');
  const one = await request(t.app, ada, { url: `/api/offer/${offer.enc_id}${q}` });
  const url = one.json().data.offer_documents[0].url as string;
  const link = url.split('/')[2]!.split('?')[0]!;
  return { ada, offer, documentId: documents[0]!.id, url, link };
};

const sign = (browser: Browser, link: string, fullName: string, query = '') =>
  request(t.app, browser, {
    method: 'POST',
    url: `/esign/${link}/sign${query}`,
    payload: { full_name: fullName },
  });

describe('hosted e-signature page: the link alone does not sign', () => {
  it('refuses a visitor without a session (401) and signs nothing', async () => {
    const { offer, link, url } = await setUp();
    const visitor = await newBrowser(t.app);
    const signed = await sign(visitor, link, 'Ada Lovelace');
    expect(signed.statusCode, signed.body).toBe(401);
    expect(signed.headers['x-login-required']).toBe('1');
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/esign/${link}/document.pdf` })).statusCode).toBe(401);
    expect(await auditActions(t.app, offer.id)).not.toContain('document_signature_captured');
  });

  it("refuses another candidate's session with 404, page, PDF and signature alike", async () => {
    const { offer, link, url } = await setUp();
    await addCandidate(t.app, 'eve@example.com', ['Eve', 'Mallory']);
    const eve = await signIn(t.app, 'eve@example.com');
    expect((await request(t.app, eve, { url })).statusCode).toBe(404);
    const pdf = await request(t.app, eve, { url: `/esign/${link}/document.pdf` });
    expect(pdf.statusCode).toBe(404);
    expect(pdf.headers['content-type']).not.toBe('application/pdf');
    expect((await sign(eve, link, 'Eve Mallory')).statusCode).toBe(404);
    expect(await auditActions(t.app, offer.id)).not.toContain('document_signature_captured');
  });

  it("refuses a typed name other than the profile's full name, then signs with it", async () => {
    const { ada, offer, documentId, link } = await setUp();
    const mallory = await sign(ada, link, 'Mallory Nobody');
    expect(mallory.statusCode).toBe(400);
    expect(mallory.json().error.fields).toEqual({
      full_name: 'Please enter your full name as shown on the offer letter and your profile',
    });
    expect((await sign(ada, link, 'ada lovelace')).statusCode).toBe(400);
    expect(await auditActions(t.app, offer.id)).not.toContain('document_signature_captured');

    const signed = await sign(ada, link, 'Ada Lovelace');
    expect(signed.statusCode, signed.body).toBe(200);
    const status = await request(t.app, ada, {
      method: 'POST',
      url: `/api/offer/offers/${offer.enc_id}/${documentId}/esign_status${q}`,
    });
    expect(status.json().data.status).toBe('Accepted');
    // the offer is accepted: its link no longer serves the page
    const after = await request(t.app, ada, { url: `/esign/${link}` });
    expect(after.statusCode).toBe(410);
  });

  it('refuses the typed name on the signature form (JSON accept) as well', async () => {
    const { ada, offer, documentId } = await setUp();
    const response = await request(t.app, ada, {
      method: 'POST',
      url: `/api/offer/offers/${offer.enc_id}/${documentId}/accept${q}`,
      payload: { signed_document_file: { full_name: 'Mallory Nobody' } },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('e-signature link: it opens the document on the site', () => {
  it("leads to the document's page, where the viewer and the signature are (303)", async () => {
    const { ada, offer, documentId, url } = await setUp();
    const page = await request(t.app, ada, { url: `${url}&domain=${TEST_DOMAIN}` });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe(
      `/careers/offer/${offer.enc_id}/offer-document/${documentId}${q}`,
    );
    expect(page.headers['content-type'] ?? '').not.toContain('text/html');
  });
});

describe('hosted e-signature page: the link expires', () => {
  it('serves no page or PDF after the offer is declined (410)', async () => {
    const { ada, offer, link, url } = await setUp();
    expect((await request(t.app, ada, { url })).statusCode).toBe(303);
    const declined = await request(t.app, ada, {
      method: 'POST',
      url: `/api/offer/offers/${offer.enc_id}/decline${q}`,
    });
    expect(declined.statusCode).toBe(200);
    const page = await request(t.app, ada, { url });
    expect(page.statusCode).toBe(410);
    expect(page.json().error.code).toBe('esign_link_expired');
    const pdf = await request(t.app, ada, { url: `/esign/${link}/document.pdf` });
    expect(pdf.statusCode).toBe(410);
    expect(pdf.headers['content-type']).not.toBe('application/pdf');
    expect((await sign(ada, link, 'Ada Lovelace')).statusCode).toBe(410);
    expect(await offerStatus(t.app, offer.id)).toBe('Declined');
  });

  it('stops working after a fixed time, and its expiry cannot be moved', async () => {
    const { ada, url, link } = await setUp();
    const [token, until, mac] = link.split('.');
    const movedUntil = (parseInt(until!, 36) + 3600 * 24).toString(36);
    const moved = url.replace(link, `${token}.${movedUntil}.${mac}`);
    expect((await request(t.app, ada, { url: moved })).statusCode).toBe(404);
    t.clock.advance(7 * 60 * 60 * 1000);
    // a session of the same candidate, as the session of the morning may have ended
    const again = await signIn(t.app, 'ada@example.com', await newBrowser(t.app));
    expect((await request(t.app, again, { url })).statusCode).toBe(303);
    t.clock.advance(60 * 60 * 1000 + 1000);
    const later = await signIn(t.app, 'ada@example.com', await newBrowser(t.app));
    const expired = await request(t.app, later, { url });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toContain('expired');
    expect((await sign(later, link, 'Ada Lovelace')).statusCode).toBe(410);
    expect(ada.cookies.size).toBeGreaterThan(0);
  });
});

describe('hosted e-signature page: its own tenant only', () => {
  it("answers 404 on another tenant's domain or host, signed in there or not", async () => {
    const { link, url } = await setUp();
    await addTenant(t.app, 'other.example');
    await t.app.deps.tenants.reload();
    const otherVisitor = await newBrowser(t.app);
    const onOther = await request(t.app, otherVisitor, { url: `${url}&domain=other.example` });
    expect(onOther.statusCode).toBe(404);
    const byHost = await t.app.inject({ url, headers: { host: 'other.example' } });
    expect(byHost.statusCode).toBe(404);
    // the same email on the other site is another candidate, with a session of that site
    const there = await newBrowser(t.app);
    const other = '?domain=other.example';
    const email = 'ada@example.com';
    await request(t.app, there, { url: `/api/pcsx/boot_data${other}` });
    await request(t.app, there, {
      method: 'POST',
      url: `/api/auth/code${other}`,
      payload: { email },
    });
    const code = await latestCode(t.app, email);
    const verified = await request(t.app, there, {
      method: 'POST',
      url: `/api/auth/verify${other}`,
      payload: { email, code },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await request(t.app, there, { url: `${url}&domain=other.example` })).statusCode).toBe(
      404,
    );
    const signedThere = await request(t.app, there, {
      method: 'POST',
      url: `/esign/${link}/sign?domain=other.example`,
      payload: { full_name: 'Ada Lovelace' },
    });
    expect(signedThere.statusCode).toBe(404);
  });
});

describe('hosted e-signature page: the link stays out of the logs', () => {
  it('logs /esign/[redacted] instead of the token', async () => {
    const lines: string[] = [];
    const { ada, link, url } = await setUp({ logLines: lines });
    await request(t.app, ada, { url });
    await request(t.app, ada, { url: `/esign/${link}/document.pdf` });
    await sign(ada, link, 'Ada Lovelace');
    const log = lines.join('');
    expect(log).toContain('/esign/[redacted]');
    expect(log).not.toContain(link.split('.')[0]!);
  });
});
