import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { reviseDocument } from './manage-offer.ts';
import { actorFor, auditActions, fileCount, giveOffer, offerFileId } from './offers-test-kit.ts';
import { signDocument } from './sign-document.ts';
import { updateEsignStatus } from './update-esign-status.ts';

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

describe('offer state machine: e-signature and revision', () => {
  it('e-sign: captures the signature, esign_status signs, the last signature accepts the offer', async () => {
    const actor = await actorFor(t.app, EMAIL);
    const { offer, documents } = await giveOffer(t.app, EMAIL, {
      documents: [
        { name: 'Offer letter', signing: 'esign', file_id: await offerFileId(t.app) },
        {
          name: 'NDA',
          document_type: 'Agreement',
          signing: 'form',
          template: 'NDA\nFor {{candidate.fullname}}',
        },
        {
          name: 'Handbook',
          document_type: 'Policy',
          signing: 'none',
          file_id: await offerFileId(t.app),
        },
      ],
    });
    const scope = { tenantId: actor.tenantId, candidateId: actor.candidate.id };
    const [letter, nda, handbook] = documents;
    expect(handbook!.status).toBe('Read Only');
    await expect(
      updateEsignStatus(t.app.deps, { actor, encId: offer.enc_id, documentId: letter!.id }),
    ).rejects.toMatchObject({
      status: 409,
      code: 'document_not_signed',
      message: 'This document has not been signed yet.',
    });
    await signDocument(t.app.deps, {
      actor,
      scope,
      encId: offer.enc_id,
      documentId: letter!.id,
      input: sign,
    });
    const first = await updateEsignStatus(t.app.deps, {
      actor,
      encId: offer.enc_id,
      documentId: letter!.id,
    });
    expect(first.status).toBe('Extended');
    expect(first.offer_documents[0]).toMatchObject({ status: 'Signed', signed: true });
    await expect(
      reviseDocument(t.app.deps, {
        ...admin(),
        encId: offer.enc_id,
        documentId: letter!.id,
        input: { under_revision: true },
      }),
    ).rejects.toMatchObject({ status: 409, code: 'document_already_signed' });
    await expect(
      signDocument(t.app.deps, {
        actor,
        scope,
        encId: offer.enc_id,
        documentId: handbook!.id,
        input: sign,
      }),
    ).rejects.toMatchObject({ status: 409, code: 'document_not_signable' });
    await signDocument(t.app.deps, {
      actor,
      scope,
      encId: offer.enc_id,
      documentId: nda!.id,
      input: sign,
    });
    const files = await fileCount(t.app);
    await signDocument(t.app.deps, {
      actor,
      scope,
      encId: offer.enc_id,
      documentId: nda!.id,
      input: sign,
    }); // retry: no second file
    expect(await fileCount(t.app)).toBe(files);
    const done = await updateEsignStatus(t.app.deps, {
      actor,
      encId: offer.enc_id,
      documentId: nda!.id,
    });
    expect(done.status).toBe('Accepted');
    await updateEsignStatus(t.app.deps, { actor, encId: offer.enc_id, documentId: nda!.id }); // retry
    expect(await auditActions(t.app, offer.id)).toEqual([
      'offer_extended',
      'document_signature_captured',
      'document_signed',
      'document_signature_captured',
      'document_signed',
      'offer_accepted',
    ]);
  });

  it('revise: a document under revision cannot be signed; a new file ends the revision', async () => {
    const actor = await actorFor(t.app, EMAIL);
    const { offer, documents } = await giveOffer(t.app, EMAIL);
    const scope = { tenantId: actor.tenantId, candidateId: actor.candidate.id };
    await reviseDocument(t.app.deps, {
      ...admin(),
      encId: offer.enc_id,
      documentId: documents[0]!.id,
      input: {
        under_revision: true,
      },
    });
    await expect(
      signDocument(t.app.deps, {
        actor,
        scope,
        encId: offer.enc_id,
        documentId: documents[0]!.id,
        input: sign,
      }),
    ).rejects.toMatchObject({
      status: 409,
      code: 'document_under_revision',
      message: expect.stringContaining('revised'),
    });
    await reviseDocument(t.app.deps, {
      ...admin(),
      encId: offer.enc_id,
      documentId: documents[0]!.id,
      input: {
        file_id: await offerFileId(t.app, 'v2'),
      },
    });
    await signDocument(t.app.deps, {
      actor,
      scope,
      encId: offer.enc_id,
      documentId: documents[0]!.id,
      input: sign,
    });
    expect(
      (
        await updateEsignStatus(t.app.deps, {
          actor,
          encId: offer.enc_id,
          documentId: documents[0]!.id,
        })
      ).status,
    ).toBe('Accepted');
    await expect(
      reviseDocument(t.app.deps, {
        ...admin(),
        encId: offer.enc_id,
        documentId: documents[0]!.id,
        input: { under_revision: true },
      }),
    ).rejects.toMatchObject({ status: 409, code: 'offer_not_open' });
  });
});
