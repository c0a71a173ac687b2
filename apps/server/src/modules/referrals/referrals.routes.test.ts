import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_DOMAIN, type TestApp } from '../../test/test-app.ts';
import { request, signIn, type Browser } from '../../test/sign-in.ts';
import {
  applyAs,
  lastMailTo,
  openDashboardApp,
  signInOn,
} from '../applications/application-status-test-kit.ts';
import { newToken, withToken } from '../positions/admin-test-kit.ts';

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

const q = `?domain=${TEST_DOMAIN}`;
const refer = (browser: Browser, body: object, domain = TEST_DOMAIN) =>
  request(t.app, browser, {
    method: 'POST',
    url: `/api/pcsx/referrals?domain=${domain}`,
    payload: body,
  });
const friend = (positionId: number, email = 'friend@example.com') => ({
  position_id: positionId,
  name: 'Grace Hopper',
  email,
  note: 'You would love this team.',
});
const referralsOf = async (browser: Browser, domain = TEST_DOMAIN) =>
  (await request(t.app, browser, { url: `/api/pcsx/dashboard/referrals?domain=${domain}` })).json()
    .data.referrals;
const tokenIn = (text: string) => /referral_token=([\w-]+)/.exec(text)?.[1];

describe('referrals', () => {
  it('emails the friend a link with a token; applying through it counts as referred', async () => {
    const created = await refer(ada, friend(positions.open));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ status: 'sent', name: 'Grace Hopper' });
    const mail = await lastMailTo(t, 'friend@example.com');
    expect(mail?.text_body).toContain('You would love this team.');
    expect(mail?.text_body).toContain(`/careers/job/${positions.open}?domain=acme.example`);
    const token = tokenIn(mail!.text_body)!;
    expect(token.length).toBeGreaterThan(20);

    const grace = await signIn(t.app, 'friend@example.com');
    const application = await applyAs(t, grace, positions.open, { referral_token: token });
    expect((await referralsOf(ada))[0]).toMatchObject({
      status: 'applied',
      application_status: 'submitted',
      position: { id: positions.open, name: 'Robot Whisperer' },
    });
    await withToken(t.app, await newToken(t.app), {
      method: 'PUT',
      url: `/api/admin/applications/${application.id}/status${q}`,
      payload: { status: 'interviewing' },
    });
    expect((await referralsOf(ada))[0].application_status).toBe('interviewing');
  });

  it('ignores a token of another position, and a referrer applying through their own link', async () => {
    await refer(ada, friend(positions.open));
    const token = tokenIn((await lastMailTo(t, 'friend@example.com'))!.text_body)!;
    const grace = await signIn(t.app, 'friend@example.com');
    await applyAs(t, grace, positions.other, { referral_token: token });
    await applyAs(t, ada, positions.open, { referral_token: token });
    await applyAs(t, grace, positions.open, { referral_token: 'not-a-token' });
    expect((await referralsOf(ada))[0].status).toBe('sent');
  });

  it('refuses bad input, a closed position, a second referral of the same friend', async () => {
    const invalid = await refer(ada, { ...friend(positions.open), email: 'nope', name: '' });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().error.fields).sort()).toEqual(['email', 'name']);
    const self = await refer(ada, friend(positions.open, 'ada@example.com'));
    expect(self.statusCode).toBe(400);
    expect((await refer(ada, friend(positions.closed))).statusCode).toBe(409);
    expect((await refer(ada, friend(999_999))).statusCode).toBe(404);
    expect((await refer(ada, friend(positions.open))).statusCode).toBe(201);
    const again = await refer(ada, friend(positions.open, 'FRIEND@example.com'));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('already_referred');
  });

  it("shows only the referrer's own, within the tenant; other tenants' positions are 404", async () => {
    await refer(ada, friend(positions.open));
    const eve = await signIn(t.app, 'eve@example.com');
    expect(await referralsOf(eve)).toEqual([]);
    const adaThere = await signInOn(t, 'other.example', 'ada@example.com');
    const gated = await request(t.app, adaThere, {
      url: '/api/pcsx/dashboard/referrals?domain=other.example',
    });
    expect(gated.statusCode).toBe(403);
    expect(gated.json().error.code).toBe('feature_disabled');
    expect((await refer(adaThere, friend(positions.open), 'other.example')).statusCode).toBe(403);
  });

  it('limits how many referrals one candidate sends', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 11; index += 1)
      statuses.push((await refer(ada, friend(positions.open, `f${index}@example.com`))).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
