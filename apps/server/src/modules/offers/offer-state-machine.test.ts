import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { acceptOfferByUpload } from './accept-offer-by-upload.ts';
import { declineOffer } from './decline-offer.ts';
import { cancelOffer, setOfferExpiry } from './manage-offer.ts';
import { isExpired } from './offer-rules.ts';
import {
  actorFor,
  auditActions,
  fileCount,
  giveOffer,
  makePdf,
  offerStatus,
  offerFileId,
} from './offers-test-kit.ts';
import { signDocument } from './sign-document.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const EMAIL = 'ada@example.com';
const admin = () => ({ tenantId: 1, actorName: 'test admin' });
const sign = { kind: 'signature' as const, signature: { full_name: 'Ada Lovelace' } };

describe('offer rules', () => {
  it('expires open offers by the clock', () => {
    const now = new Date('2026-01-15T09:00:00Z');
    expect(
      isExpired({ status: 'Extended', expires_at: new Date('2026-01-15T08:59:59Z') }, now),
    ).toBe(true);
    expect(
      isExpired({ status: 'Extended', expires_at: new Date('2026-01-15T09:00:01Z') }, now),
    ).toBe(false);
    expect(isExpired({ status: 'Extended', expires_at: null }, now)).toBe(false);
    expect(isExpired({ status: 'Declined', expires_at: new Date('2020-01-01') }, now)).toBe(false);
  });
});

describe('offer state machine', () => {
  it('accept by upload: Extended -> Accepted, audited; a retry changes nothing', async () => {
    const actor = await actorFor(t.app, EMAIL);
    const { offer } = await giveOffer(t.app, EMAIL, {
      documents: [{ name: 'Offer letter', signing: 'upload', file_id: await offerFileId(t.app) }],
    });
    const upload = await makePdf('signed by hand');
    const accepted = await acceptOfferByUpload(t.app.deps, {
      actor,
      encId: offer.enc_id,
      upload,
    });
    expect(accepted.status).toBe('Accepted');
    expect(accepted.offer_documents[0]!.status).toBe('Signed');
    const files = await fileCount(t.app);
    const again = await acceptOfferByUpload(t.app.deps, {
      actor,
      encId: offer.enc_id,
      upload,
    });
    expect(again.status).toBe('Accepted');
    expect(await fileCount(t.app)).toBe(files);
    expect(await auditActions(t.app, offer.id)).toEqual([
      'offer_extended',
      'offer_accepted_by_upload',
    ]);
  });

  it('accept by upload: Contract Extended -> Contract Accepted', async () => {
    const actor = await actorFor(t.app, EMAIL);
    const { offer } = await giveOffer(t.app, EMAIL, { status: 'Contract Extended' });
    const accepted = await acceptOfferByUpload(t.app.deps, {
      actor,
      encId: offer.enc_id,
      upload: await makePdf(),
    });
    expect(accepted.status).toBe('Contract Accepted');
  });

  it('decline: Extended -> Declined; a retry changes nothing; accept afterwards is a 409', async () => {
    const actor = await actorFor(t.app, EMAIL);
    const { offer } = await giveOffer(t.app, EMAIL);
    expect((await declineOffer(t.app.deps, { actor, encId: offer.enc_id })).status).toBe(
      'Declined',
    );
    expect((await declineOffer(t.app.deps, { actor, encId: offer.enc_id })).status).toBe(
      'Declined',
    );
    expect(await auditActions(t.app, offer.id)).toEqual(['offer_extended', 'offer_declined']);
    await expect(
      acceptOfferByUpload(t.app.deps, {
        actor,
        encId: offer.enc_id,
        upload: await makePdf(),
      }),
    ).rejects.toMatchObject({
      status: 409,
      code: 'offer_not_open',
    });
  });

  it('refuses every candidate action on an expired offer (server clock), and storage stays empty', async () => {
    const actor = await actorFor(t.app, EMAIL);
    const expiry = new Date(t.clock.now().getTime() + 60_000).toISOString();
    const { offer, documents } = await giveOffer(t.app, EMAIL, { expires_at: expiry });
    t.clock.advance(61_000);
    const files = await fileCount(t.app);
    await expect(
      acceptOfferByUpload(t.app.deps, {
        actor,
        encId: offer.enc_id,
        upload: await makePdf(),
      }),
    ).rejects.toMatchObject({
      status: 409,
      code: 'offer_expired',
      message: expect.stringContaining('expired'),
    });
    await expect(declineOffer(t.app.deps, { actor, encId: offer.enc_id })).rejects.toMatchObject({
      status: 409,
      code: 'offer_expired',
    });
    const scope = { tenantId: actor.tenantId, candidateId: actor.candidate.id };
    await expect(
      signDocument(t.app.deps, {
        actor,
        scope,
        encId: offer.enc_id,
        documentId: documents[0]!.id,
        input: sign,
      }),
    ).rejects.toMatchObject({ status: 409, code: 'offer_expired' });
    expect(await fileCount(t.app)).toBe(files);
    expect(await offerStatus(t.app, offer.id)).toBe('Extended');
  });

  it("refuses actions on canceled offers and another candidate's offer is a 404", async () => {
    const actor = await actorFor(t.app, EMAIL);
    const stranger = await actorFor(t.app, 'eve@example.com');
    const { offer } = await giveOffer(t.app, EMAIL);
    await expect(
      declineOffer(t.app.deps, { actor: stranger, encId: offer.enc_id }),
    ).rejects.toMatchObject({
      status: 404,
    });
    await cancelOffer(t.app.deps, { ...admin(), encId: offer.enc_id });
    expect(await offerStatus(t.app, offer.id)).toBe('Canceled');
    await expect(declineOffer(t.app.deps, { actor, encId: offer.enc_id })).rejects.toMatchObject({
      status: 409,
      code: 'offer_not_open',
    });
    await expect(
      cancelOffer(t.app.deps, { ...admin(), encId: offer.enc_id }),
    ).resolves.toMatchObject({
      status: 'Canceled',
    });
    await expect(
      setOfferExpiry(t.app.deps, { ...admin(), encId: offer.enc_id, expiresAt: null }),
    ).rejects.toMatchObject({
      status: 409,
      code: 'offer_not_open',
    });
  });

  it('set expiry: moves the deadline of an open offer and is audited', async () => {
    const actor = await actorFor(t.app, EMAIL);
    const { offer } = await giveOffer(t.app, EMAIL, { expires_at: '2026-01-15T09:01:00Z' });
    t.clock.advance(120_000);
    await expect(declineOffer(t.app.deps, { actor, encId: offer.enc_id })).rejects.toMatchObject({
      status: 409,
    });
    await setOfferExpiry(t.app.deps, {
      ...admin(),
      encId: offer.enc_id,
      expiresAt: '2026-02-01T00:00:00Z',
    });
    expect((await declineOffer(t.app.deps, { actor, encId: offer.enc_id })).status).toBe(
      'Declined',
    );
    expect(await auditActions(t.app, offer.id)).toContain('offer_expiry_set');
  });

  it('accept and decline racing on one offer: exactly one wins', async () => {
    const actor = await actorFor(t.app, EMAIL);
    for (let round = 0; round < 3; round += 1) {
      const { offer } = await giveOffer(t.app, EMAIL);
      const upload = await makePdf();
      const results = await Promise.allSettled([
        acceptOfferByUpload(t.app.deps, { actor, encId: offer.enc_id, upload: upload }),
        declineOffer(t.app.deps, { actor, encId: offer.enc_id }),
      ]);
      const won = results.filter((result) => result.status === 'fulfilled');
      const lost = results.filter((result) => result.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost[0]).toMatchObject({ reason: { status: 409 } });
      const status = await offerStatus(t.app, offer.id);
      expect(['Accepted', 'Declined']).toContain(status);
      const changes = (await auditActions(t.app, offer.id)).filter(
        (action) => action !== 'offer_extended',
      );
      expect(changes).toHaveLength(1);
    }
  });
});
