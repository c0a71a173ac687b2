import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { request, signIn, type Browser } from '../../test/sign-in.ts';
import { createTestApp, TEST_DOMAIN, type TestApp } from '../../test/test-app.ts';
import { ONE_PIXEL_PNG, addCandidate, giveOffer } from '../offers/offers-test-kit.ts';
import { editProfile } from './profile-test-kit.ts';

let t: TestApp;
let grace: Browser;
beforeEach(async () => {
  t = await createTestApp();
  await addCandidate(t.app, 'grace@example.com', null);
  grace = await signIn(t.app, 'grace@example.com');
});
afterEach(async () => {
  await t.close();
});

describe('the signature rule reads the name on the profile', () => {
  it('a candidate with no name cannot sign with one, and can once the profile has it', async () => {
    const { offer, documents } = await giveOffer(t.app, 'grace@example.com', {
      documents: [{ name: 'Offer letter', signing: 'form', template: 'Offer' }],
    });
    const sign = () =>
      request(t.app, grace, {
        method: 'POST',
        url: `/api/offer/offers/${offer.enc_id}/${documents[0]!.id}/accept?domain=${TEST_DOMAIN}`,
        payload: {
          signed_document_file: { full_name: 'Grace Hopper', drawn_signature: ONE_PIXEL_PNG },
        },
      });
    const before = await sign();
    expect(before.statusCode).toBe(400);
    expect(before.json().error.fields).toBeTruthy();
    const named = await editProfile(t.app, grace, {
      op_section: 'basics',
      operation: 'update',
      op_data: { value: { firstName: 'Grace', lastName: 'Hopper' } },
    });
    expect(named.statusCode).toBe(200);
    const after = await sign();
    expect(after.statusCode, after.body).toBe(200);
  });
});
