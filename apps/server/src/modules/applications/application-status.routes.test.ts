import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_DOMAIN, type TestApp } from '../../test/test-app.ts';
import { request, signIn, type Browser } from '../../test/sign-in.ts';
import { makeAdmin, newToken, withToken } from '../positions/admin-test-kit.ts';
import { applyAs, lastMailTo, openDashboardApp, signInOn } from './application-status-test-kit.ts';

let t: TestApp;
let positions: { open: number; other: number; closed: number };
let sam: Browser;
beforeEach(async () => {
  ({ t, positions } = await openDashboardApp());
  sam = await signIn(t.app, 'sam@example.com');
});
afterEach(async () => {
  await t.close();
});

const q = `?domain=${TEST_DOMAIN}`;
const dashboard = async (browser: Browser, domain = TEST_DOMAIN) =>
  (
    await request(t.app, browser, { url: `/api/pcsx/dashboard/applications?domain=${domain}` })
  ).json().data;
const move = (token: string, id: number, status: string, domain = TEST_DOMAIN) =>
  withToken(t.app, token, {
    method: 'PUT',
    url: `/api/admin/applications/${id}/status?domain=${domain}`,
    payload: { status },
  });
const withdraw = (browser: Browser, id: number, domain = TEST_DOMAIN) =>
  request(t.app, browser, {
    method: 'POST',
    url: `/api/pcsx/applications/${id}/withdraw?domain=${domain}`,
  });

describe('application history', () => {
  it('starts with the submission and gives the next step', async () => {
    const { id } = await applyAs(t, sam, positions.open);
    const data = await dashboard(sam);
    expect(data.inactiveApplications).toEqual([]);
    expect(data.applications).toEqual([
      expect.objectContaining({
        id,
        status: 'submitted',
        nextStep: 'awaiting_review',
        canWithdraw: true,
        history: [{ status: 'submitted', created_at: t.clock.now().toISOString() }],
      }),
    ]);
  });

  it('records each employer move, tells the candidate in-app and by email; admins only', async () => {
    const { id } = await applyAs(t, sam, positions.open);
    const token = await newToken(t.app);
    t.clock.advance(60_000);
    const moved = await move(token, id, 'in_review');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.history.map((event: { status: string }) => event.status)).toEqual([
      'submitted',
      'in_review',
    ]);
    expect(moved.json().data.nextStep).toBe('awaiting_decision');

    const notifications = await request(t.app, sam, { url: `/api/pcsx/notifications${q}` });
    expect(notifications.json().data[0]).toMatchObject({
      notificationType: 'application_status_changed',
      message: 'Your application for Robot Whisperer is now: In review.',
      redirectUrl: '/careers/dashboard?domain=acme.example&tab=applications',
    });
    const mail = await lastMailTo(t, 'sam@example.com');
    expect(mail?.subject).toBe('Your application for Robot Whisperer: In review');
    expect(mail?.text_body).toContain('/careers/dashboard?domain=acme.example&tab=applications');

    expect((await move(token, id, 'in_review')).statusCode).toBe(409);
    const bad = await move(token, id, 'withdrawn');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('validation_failed');

    const candidateTries = await request(t.app, sam, {
      method: 'PUT',
      url: `/api/admin/applications/${id}/status${q}`,
      payload: { status: 'hired' },
    });
    expect(candidateTries.statusCode).toBe(403);
    const boss = await signIn(t.app, 'boss@example.com');
    await makeAdmin(t.app, 'boss@example.com');
    const bySession = await request(t.app, boss, {
      method: 'PUT',
      url: `/api/admin/applications/${id}/status${q}`,
      payload: { status: 'interviewing' },
    });
    expect(bySession.statusCode, bySession.body).toBe(200);
    expect((await dashboard(sam)).applications[0].status).toBe('interviewing');
  });

  it('answers 404 for an application of another tenant or none', async () => {
    const { id } = await applyAs(t, sam, positions.open);
    const otherToken = await newToken(t.app, 'other.example');
    expect((await move(otherToken, id, 'in_review', 'other.example')).statusCode).toBe(404);
    expect((await move(await newToken(t.app), 999_999, 'in_review')).statusCode).toBe(404);
  });

  it('sends no email where the tenant does not allow it', async () => {
    await t.close();
    ({ t, positions } = await openDashboardApp({
      notificationsConfig: { enableCandidateInappNotifications: true, emailNotificationTypes: [] },
    }));
    sam = await signIn(t.app, 'sam@example.com');
    const { id } = await applyAs(t, sam, positions.open);
    const before = await lastMailTo(t, 'sam@example.com');
    expect((await move(await newToken(t.app), id, 'rejected')).statusCode).toBe(200);
    expect((await lastMailTo(t, 'sam@example.com'))?.id).toBe(before?.id);
  });

  it('sends no email to a candidate who turned these emails off, and still tells in-app', async () => {
    const { id } = await applyAs(t, sam, positions.open);
    const saved = await request(t.app, sam, {
      method: 'PATCH',
      url: `/api/pcsx/account/settings${q}`,
      payload: {
        notificationPreferences: { application_status_changed: { email: false, inApp: true } },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const before = await lastMailTo(t, 'sam@example.com');
    expect((await move(await newToken(t.app), id, 'in_review')).statusCode).toBe(200);
    expect((await lastMailTo(t, 'sam@example.com'))?.id).toBe(before?.id);
    const notifications = await request(t.app, sam, { url: `/api/pcsx/notifications${q}` });
    expect(notifications.json().data[0]).toMatchObject({
      notificationType: 'application_status_changed',
    });
  });
});

describe('withdrawing', () => {
  it('withdraws once; a second time is 409 with a message; the employer sees it', async () => {
    const { id } = await applyAs(t, sam, positions.open);
    const first = await withdraw(sam, id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ status: 'withdrawn', canWithdraw: false });
    const data = await dashboard(sam);
    expect(data.applications).toEqual([]);
    expect(data.inactiveApplications[0].history.map((e: { status: string }) => e.status)).toEqual([
      'submitted',
      'withdrawn',
    ]);
    const second = await withdraw(sam, id);
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({
      code: 'already_withdrawn',
      message: 'This application has already been withdrawn.',
    });
    const employer = await move(await newToken(t.app), id, 'in_review');
    expect(employer.statusCode).toBe(409);
    expect(employer.json().error.code).toBe('already_withdrawn');
  });

  it('refuses an application that is already decided', async () => {
    const { id } = await applyAs(t, sam, positions.open);
    await move(await newToken(t.app), id, 'rejected');
    const refused = await withdraw(sam, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('application_closed');
  });

  it("answers 404 for another candidate's application, or on another tenant", async () => {
    const { id } = await applyAs(t, sam, positions.open);
    const eve = await signIn(t.app, 'eve@example.com');
    expect((await withdraw(eve, id)).statusCode).toBe(404);
    expect((await dashboard(eve)).applications).toEqual([]);
    // the same email on the other site is another candidate there
    const samThere = await signInOn(t, 'other.example', 'sam@example.com');
    expect((await withdraw(samThere, id, 'other.example')).statusCode).toBe(404);
    expect((await dashboard(samThere, 'other.example')).applications).toEqual([]);
    expect((await withdraw(sam, id)).statusCode).toBe(200);
  });
});
