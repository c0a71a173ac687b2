import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_DOMAIN, type TestApp } from '../../test/test-app.ts';
import { request, signIn, type Browser } from '../../test/sign-in.ts';
import { openDashboardApp, signInOn } from '../applications/application-status-test-kit.ts';
import { storeForm } from '../forms/forms-test-kit.ts';
import { giveOffer } from '../offers/offers-test-kit.ts';

let t: TestApp;
let positions: { open: number; other: number; closed: number };
let ada: Browser;
beforeEach(async () => {
  ({ t, positions } = await openDashboardApp());
  ada = await signIn(t.app, 'ada@example.com');
});
afterEach(async () => {
  await t.close();
});

const nudgesOf = async (browser: Browser, domain = TEST_DOMAIN) => {
  const response = await request(t.app, browser, {
    url: `/api/pcsx/dashboard/nudges?domain=${domain}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.nudgesData as { kind: string; params: object; link: string }[];
};
const saveDraft = (positionId: number) =>
  request(t.app, ada, {
    method: 'PUT',
    url: `/api/pcsx/apply_form/draft?domain=${TEST_DOMAIN}`,
    payload: { position_id: positionId, answers: { firstName: 'Ada' } },
  });
const candidateId = async (email: string) =>
  (
    await t.app.deps.db
      .selectFrom('candidates')
      .select(['id', 'tenant_id'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).id;

describe('nudges', () => {
  it('asks a new candidate only to complete the profile', async () => {
    expect(await nudgesOf(ada)).toEqual([
      {
        kind: 'complete_profile',
        params: {},
        link: '/careers/profile?domain=acme.example',
        due_at: null,
      },
    ]);
  });

  it('lists an offer to sign, an assigned form, an open draft, most pressing first', async () => {
    await t.app.deps.db
      .updateTable('candidates')
      .set({
        first_name: 'Ada',
        last_name: 'Lovelace',
        profile: JSON.stringify({ headline: 'Engineer', skills: ['Maths'], workExperience: [{}] }),
      })
      .where('email', '=', 'ada@example.com')
      .execute();
    const { offer } = await giveOffer(t.app, 'ada@example.com', {
      expires_at: '2030-01-01T00:00:00.000Z',
    });
    await storeForm(t, 'tax', { sections: [] }, { title: 'Tax details' });
    await t.app.deps.db
      .insertInto('form_assignments')
      .values({
        tenant_id: offer.tenant_id,
        candidate_id: await candidateId('ada@example.com'),
        form_id: (
          await t.app.deps.db
            .selectFrom('forms')
            .select('id')
            .where('form_key', '=', 'tax')
            .executeTakeFirstOrThrow()
        ).id,
        due_at: '2030-02-01T00:00:00.000Z',
      })
      .execute();
    expect((await saveDraft(positions.open)).statusCode).toBe(200);
    expect((await saveDraft(positions.other)).statusCode).toBe(200);
    await t.app.deps.db
      .updateTable('positions')
      .set({ status: 'closed' })
      .where('id', '=', positions.other)
      .execute();
    expect(await nudgesOf(ada)).toEqual([
      {
        kind: 'sign_offer',
        params: { position: 'Robot Whisperer' },
        link: `/careers/offer/${offer.enc_id}?domain=acme.example`,
        due_at: '2030-01-01T00:00:00.000Z',
      },
      {
        kind: 'fill_form',
        params: { form: 'Tax details' },
        link: '/careers/forms?domain=acme.example&form_id=tax',
        due_at: '2030-02-01T00:00:00.000Z',
      },
      {
        kind: 'finish_draft',
        params: { position: 'Robot Whisperer' },
        link: `/careers/apply?domain=acme.example&pid=${positions.open}`,
        due_at: null,
      },
    ]);
  });

  it("never shows another candidate's or another tenant's things", async () => {
    await saveDraft(positions.open);
    await giveOffer(t.app, 'ada@example.com');
    const eve = await signIn(t.app, 'eve@example.com');
    expect((await nudgesOf(eve)).map((nudge) => nudge.kind)).toEqual(['complete_profile']);
    const adaThere = await signInOn(t, 'other.example', 'ada@example.com');
    expect((await nudgesOf(adaThere, 'other.example')).map((nudge) => nudge.kind)).toEqual([
      'complete_profile',
    ]);
  });

  it('asks for a sign-in', async () => {
    const response = await t.app.inject({
      url: `/api/pcsx/dashboard/nudges?domain=${TEST_DOMAIN}`,
    });
    expect(response.statusCode).toBe(401);
  });
});
