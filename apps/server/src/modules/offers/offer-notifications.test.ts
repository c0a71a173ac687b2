import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { request, signIn, type Browser } from '../../test/sign-in.ts';
import { createTestApp, TEST_DOMAIN, type TestApp } from '../../test/test-app.ts';
import { addCandidate, offerFileId } from './offers-test-kit.ts';

const q = `?domain=${TEST_DOMAIN}`;
type Listed = { message: string; redirectUrl: string; isActionRequired: boolean };

let t: TestApp;
let admin: Browser;
let bob: Browser;
beforeEach(async () => {
  t = await createTestApp({
    config: {
      notificationsConfig: {
        enableCandidateInappNotifications: true,
        actionRequiredTypes: ['offer_extended', 'offer_expiring'],
      },
    },
  });
  await addCandidate(t.app, 'ada@example.com');
  await t.app.deps.db
    .updateTable('candidates')
    .set({ employer_role: 'admin' })
    .where('email', '=', 'ada@example.com')
    .execute();
  admin = await signIn(t.app, 'ada@example.com');
  await addCandidate(t.app, 'bob@example.com', ['Bob', 'Builder']);
  bob = await signIn(t.app, 'bob@example.com');
});
afterEach(async () => {
  await t.close();
});

const bobsNotifications = async (): Promise<Listed[]> =>
  (await request(t.app, bob, { url: `/api/pcsx/notifications${q}&hl=en` })).json().data;

const extend = async () => {
  const created = await request(t.app, admin, {
    method: 'POST',
    url: `/api/admin/offers${q}`,
    payload: {
      candidate_email: 'bob@example.com',
      position_name: 'Site Lead',
      documents: [{ name: 'Offer letter', template: 'Offer for {{candidate.fullname}}' }],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data as { enc_id: string; offer_documents: { id: number }[] };
};

describe('offer events notify the candidate', () => {
  it('an offer extended by the admin API is an action-required notification to the offer page', async () => {
    expect(await bobsNotifications()).toEqual([]);
    const offer = await extend();
    const list = await bobsNotifications();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      message: 'You have received a job offer for Site Lead. Review and sign it.',
      isActionRequired: true,
      redirectUrl: `/careers/offer/${offer.enc_id}?domain=${TEST_DOMAIN}`,
    });
    const badge = await request(t.app, bob, { url: `/api/pcsx/notification_badge${q}` });
    expect(badge.json().data.count).toBe(1);
    // nobody else hears of it
    const adminList = await request(t.app, admin, { url: `/api/pcsx/notifications${q}` });
    expect(adminList.json().data).toEqual([]);
  });

  it('a revised document notifies (new file, or the end of a revision), not its start', async () => {
    const offer = await extend();
    const url = `/api/admin/offers/${offer.enc_id}/documents/${offer.offer_documents[0]!.id}${q}`;
    const revisedMessages = async () =>
      (await bobsNotifications()).filter((n) => n.message.startsWith('A document'));

    await request(t.app, admin, { method: 'PUT', url, payload: { under_revision: true } });
    expect(await revisedMessages()).toHaveLength(0);
    const replaced = await request(t.app, admin, {
      method: 'PUT',
      url,
      payload: { file_id: await offerFileId(t.app, 'Revised letter') },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const afterFile = await revisedMessages();
    expect(afterFile).toHaveLength(1);
    expect(afterFile[0]).toMatchObject({
      message: 'A document of your offer for Site Lead was revised.',
      isActionRequired: false,
      redirectUrl: `/careers/offer/${offer.enc_id}?domain=${TEST_DOMAIN}`,
    });

    await request(t.app, admin, { method: 'PUT', url, payload: { under_revision: true } });
    await request(t.app, admin, { method: 'PUT', url, payload: { under_revision: false } });
    expect(await revisedMessages()).toHaveLength(2);
    // ending a revision that was not under way tells nobody anything
    await request(t.app, admin, { method: 'PUT', url, payload: { under_revision: false } });
    expect(await revisedMessages()).toHaveLength(2);
  });

  it('a refused extension notifies nobody', async () => {
    const refused = await request(t.app, admin, {
      method: 'POST',
      url: `/api/admin/offers${q}`,
      payload: {
        candidate_email: 'bob@example.com',
        position_name: 'Site Lead',
        // no upload has this id
        documents: [{ name: 'x', file_id: '00000000-0000-4000-8000-000000000000' }],
      },
    });
    expect(refused.statusCode).toBe(404);
    expect(await bobsNotifications()).toEqual([]);
  });
});
