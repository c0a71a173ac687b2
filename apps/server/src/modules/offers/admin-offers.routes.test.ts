import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { request, signIn, type Browser } from '../../test/sign-in.ts';
import { TEST_DOMAIN, type TestApp } from '../../test/test-app.ts';
import { addCandidate, makePdf, openAppWithAda, pdfDrawsText } from './offers-test-kit.ts';

const pdfBase64 = async () => Buffer.from(await makePdf()).toString('base64');

let t: TestApp;
let ada: Browser;
beforeEach(async () => {
  ({ t, ada } = await openAppWithAda());
});
afterEach(async () => {
  await t.close();
});

const q = `?domain=${TEST_DOMAIN}`;

describe('/api/admin/offers', () => {
  it('extends from a template, puts a document under revision, sets the expiry, cancels; admins only', async () => {
    await t.app.deps.db
      .updateTable('candidates')
      .set({ employer_role: 'admin' })
      .where('email', '=', 'ada@example.com')
      .execute();
    await addCandidate(t.app, 'bob@example.com', ['Bob', 'Builder']);
    const bob = await signIn(t.app, 'bob@example.com');
    const body = {
      candidate_email: 'bob@example.com',
      position_name: 'Site Lead',
      expires_at: '2026-02-01T00:00:00Z',
      documents: [
        {
          name: 'Offer letter',
          template: 'Offer for {{candidate.fullname}}\nRole: {{position.name}} at {{company.name}}',
        },
      ],
    };
    const refused = await request(t.app, bob, {
      method: 'POST',
      url: `/api/admin/offers${q}`,
      payload: body,
    });
    expect(refused.statusCode).toBe(403);
    const created = await request(t.app, ada, {
      method: 'POST',
      url: `/api/admin/offers${q}`,
      payload: body,
    });
    expect(created.statusCode, created.body).toBe(201);
    const offer = created.json().data;
    const pdf = Buffer.from(offer.offer_documents[0].b64_string, 'base64');
    expect(await pdfDrawsText(pdf, 'Offer for Bob Builder')).toBe(true);
    expect(await pdfDrawsText(pdf, 'Role: Site Lead at Acme Robotics')).toBe(true);
    const docUrl = `/api/admin/offers/${offer.enc_id}/documents/${offer.offer_documents[0].id}${q}`;
    const revised = await request(t.app, ada, {
      method: 'PUT',
      url: docUrl,
      payload: { under_revision: true },
    });
    expect(revised.json().data.offer_documents[0].under_revision).toBe(true);
    const bobView = await request(t.app, bob, { url: `/api/offer/${offer.enc_id}${q}` });
    expect(bobView.json().data.offer_documents[0].under_revision).toBe(true);
    const expiry = await request(t.app, ada, {
      method: 'PUT',
      url: `/api/admin/offers/${offer.enc_id}/expiry${q}`,
      payload: { expires_at: null },
    });
    expect(expiry.json().data.expires_at).toBeNull();
    const canceled = await request(t.app, ada, {
      method: 'POST',
      url: `/api/admin/offers/${offer.enc_id}/cancel${q}`,
    });
    expect(canceled.json().data.status).toBe('Canceled');
    expect(
      canceled.json().data.audit_trail.map((event: { action: string }) => event.action),
    ).toEqual([
      'offer_extended',
      'document_revision_started',
      'offer_expiry_set',
      'offer_canceled',
    ]);
    // the letter travels as an upload's file id, never as base64 inside the JSON
    const inline = await request(t.app, ada, {
      method: 'POST',
      url: `/api/admin/offers${q}`,
      payload: { ...body, documents: [{ name: 'x', pdf_base64: await pdfBase64() }] },
    });
    expect(inline.statusCode).toBe(400);
  });

  it("lists the tenant's offers by status and search, and serves a document's PDF to employers only", async () => {
    await t.app.deps.db
      .updateTable('candidates')
      .set({ employer_role: 'recruiter' })
      .where('email', '=', 'ada@example.com')
      .execute();
    await addCandidate(t.app, 'bob@example.com', ['Bob', 'Builder']);
    await addCandidate(t.app, 'carol@example.com', ['Carol', 'Weller']);
    const extend = async (email: string, position: string) => {
      const response = await request(t.app, ada, {
        method: 'POST',
        url: `/api/admin/offers${q}`,
        payload: {
          candidate_email: email,
          position_name: position,
          documents: [{ name: 'Offer letter', template: 'Offer for {{candidate.fullname}}' }],
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data as { enc_id: string; offer_documents: { id: number }[] };
    };
    const bobs = await extend('bob@example.com', 'Site Lead');
    t.clock.advance(60_000);
    const carols = await extend('carol@example.com', 'Welding 100% Inspector');
    await request(t.app, ada, {
      method: 'POST',
      url: `/api/admin/offers/${carols.enc_id}/cancel${q}`,
    });

    const list = async (query: string) => {
      const response = await request(t.app, ada, { url: `/api/admin/offers${q}${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as { enc_id: string; status: string }[]).map(
        (offer) => `${offer.enc_id === bobs.enc_id ? 'bob' : 'carol'} ${offer.status}`,
      );
    };
    expect(await list('')).toEqual(['carol Canceled', 'bob Extended']);
    expect(await list('&status=open')).toEqual(['bob Extended']);
    expect(await list('&status=closed')).toEqual(['carol Canceled']);
    expect(await list('&q=BOB%20BUILDER')).toEqual(['bob Extended']);
    expect(await list('&q=carol%40example')).toEqual(['carol Canceled']);
    expect(await list('&q=100%25')).toEqual(['carol Canceled']);
    expect(await list('&q=%25%25')).toEqual([]);
    expect(
      (await request(t.app, ada, { url: `/api/admin/offers${q}&status=lost` })).statusCode,
    ).toBe(400);

    const fileUrl = `/api/admin/offers/${bobs.enc_id}/documents/${bobs.offer_documents[0]!.id}/file${q}`;
    const file = await request(t.app, ada, { url: fileUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(await pdfDrawsText(file.rawPayload, 'Offer for Bob Builder')).toBe(true);
    const missing = `/api/admin/offers/${bobs.enc_id}/documents/99999/file${q}`;
    expect((await request(t.app, ada, { url: missing })).statusCode).toBe(404);

    const bob = await signIn(t.app, 'bob@example.com');
    expect((await request(t.app, bob, { url: `/api/admin/offers${q}` })).statusCode).toBe(403);
    expect((await request(t.app, bob, { url: fileUrl })).statusCode).toBe(403);
  });
});
