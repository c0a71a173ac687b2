import type { FormDefinition } from '@careers/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DOMAIN, type TestApp } from '../../test/test-app.ts';
import type { Browser } from '../../test/sign-in.ts';
import { call, OTHER_DOMAIN, signInAt } from '../account/account-test-kit.ts';
import { storeForm } from '../forms/forms-test-kit.ts';
import { giveOffer } from '../offers/offers-test-kit.ts';
import { addTenant, newToken, withToken } from '../positions/admin-test-kit.ts';

const welcomeForm: FormDefinition = {
  sections: [{ title: 'Bank', items: [{ name: 'iban', type: 'text', label: 'IBAN' }] }],
};

let t: TestApp;
let ada: Browser;
let token: string;
let encId: string;
let documentId: number;

const assign = (body: Record<string, unknown>, apiToken = token, domain = TEST_DOMAIN) =>
  withToken(t.app, apiToken, {
    method: 'POST',
    url: `/api/admin/onboarding_tasks?domain=${domain}`,
    payload: { candidate_email: 'ada@example.com', offer_id: encId, ...body },
  });

const list = async (browser: Browser) =>
  (await call(t.app, browser, 'GET', '/api/pcsx/onboarding_tasks')).json().data;

beforeEach(async () => {
  t = await createTestApp();
  await addTenant(t.app, OTHER_DOMAIN);
  token = await newToken(t.app);
  ada = await signInAt(t.app, 'ada@example.com');
  const { offer, documents } = await giveOffer(t.app, 'ada@example.com');
  encId = offer.enc_id;
  documentId = documents[0]!.id;
});
afterEach(async () => {
  await t.close();
});

const accept = () =>
  t.app.deps.db
    .updateTable('offers')
    .set({ status: 'Accepted' })
    .where('enc_id', '=', encId)
    .execute();

describe('onboarding tasks', () => {
  it('are assigned only after the offer is accepted', async () => {
    const early = await assign({ kind: 'plain', title: 'Bring your passport' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('offer_not_accepted');
    expect((await list(ada)).tasks).toEqual([]);
  });

  it('lists forms, documents and plain tasks with progress; plain ones are marked done', async () => {
    await accept();
    await storeForm(t, 'welcome', welcomeForm, { title: 'Welcome form' });
    const plain = await assign({
      kind: 'plain',
      title: 'Bring your passport',
      due_at: '2020-01-01T09:00:00Z',
    });
    expect(plain.statusCode).toBe(201);
    expect(plain.json().data).toMatchObject({
      status: 'not_started',
      isOverdue: true,
      canMarkDone: true,
    });
    expect(
      (await assign({ kind: 'form', title: 'Bank details', form_id: 'welcome' })).statusCode,
    ).toBe(201);
    expect(
      (await assign({ kind: 'document', title: 'Sign the letter', document_id: documentId }))
        .statusCode,
    ).toBe(201);

    const before = await list(ada);
    expect(before.tasks.map((task: { title: string }) => task.title)).toEqual([
      'Bring your passport',
      'Bank details',
      'Sign the letter',
    ]);
    expect(before.tasks[1]).toMatchObject({
      kind: 'form',
      link: '/careers/forms?domain=acme.example&form_id=welcome',
    });
    expect(before.progress).toEqual({ complete: 0, total: 3, status: 'in_progress' });

    const done = await call(
      t.app,
      ada,
      'POST',
      `/api/pcsx/onboarding_tasks/${before.tasks[0].id}/done`,
    );
    expect(done.json().data).toMatchObject({ status: 'complete', isOverdue: false });
    const formTask = await call(
      t.app,
      ada,
      'POST',
      `/api/pcsx/onboarding_tasks/${before.tasks[1].id}/done`,
    );
    expect(formTask.statusCode).toBe(409);
    expect(formTask.json().error.code).toBe('task_not_manual');
    expect((await list(ada)).progress).toEqual({ complete: 1, total: 3, status: 'in_progress' });
  });

  it("refuses bad input, another candidate's task and another site's offer", async () => {
    await accept();
    const task = (await assign({ kind: 'plain', title: 'Bring your passport' })).json().data;
    expect((await assign({ kind: 'form', title: 'No form' })).statusCode).toBe(400);
    expect((await assign({ kind: 'document', title: 'x', document_id: 999999 })).statusCode).toBe(
      404,
    );
    expect(
      (await assign({ kind: 'plain', title: 'x', candidate_email: 'grace@example.com' }))
        .statusCode,
    ).toBe(404);
    const otherToken = await newToken(t.app, OTHER_DOMAIN);
    expect((await assign({ kind: 'plain', title: 'x' }, otherToken, OTHER_DOMAIN)).statusCode).toBe(
      404,
    );
    const grace = await signInAt(t.app, 'grace@example.com');
    expect((await list(grace)).tasks).toEqual([]);
    const theirs = await call(t.app, grace, 'POST', `/api/pcsx/onboarding_tasks/${task.id}/done`);
    expect(theirs.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/pcsx/onboarding_tasks' });
    expect(anonymous.statusCode).toBe(401);
    const candidateAsAdmin = await call(t.app, ada, 'POST', '/api/admin/onboarding_tasks', {
      kind: 'plain',
      title: 'x',
    });
    expect(candidateAsAdmin.statusCode).toBe(403);
  });
});
