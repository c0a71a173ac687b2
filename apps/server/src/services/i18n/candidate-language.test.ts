import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNotification } from '../../modules/notifications/index.ts';
import { newToken, positionBody, withToken } from '../../modules/positions/admin-test-kit.ts';
import { runJobAlerts } from '../../modules/saved-positions/run-job-alerts.ts';
import { newBrowser, request, signIn } from '../../test/sign-in.ts';
import { createTestApp, TEST_DOMAIN, type TestApp } from '../../test/test-app.ts';

/** The words a language's catalogue gives a key (what the candidate must read). */
const catalogue = (language: string, namespace: string) =>
  JSON.parse(
    readFileSync(
      new URL(`../../../../web/src/locales/${language}/${namespace}.json`, import.meta.url),
      'utf8',
    ),
  ) as Tree;

type Tree = { [key: string]: string | Tree };

/** One value of a catalogue, by its dotted key. */
const word = (tree: Tree, key: string) =>
  key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part]!, tree) as string;

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({
    config: {
      searchConfig: { savedSearchNotificationEnabled: true },
      notificationsConfig: { enableCandidateInappNotifications: true },
    },
  });
  token = await newToken(t.app);
});
afterAll(async () => {
  await t.close();
});

const lastMailTo = (email: string) =>
  t.app.deps.db
    .selectFrom('outbox_mail')
    .select(['subject', 'text_body', 'html_body'])
    .where('to_address', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

const tenantOf = async () => (await t.app.deps.tenants.resolve(TEST_DOMAIN, undefined))!;

describe.each(['de', 'ar', 'ja'] as const)('a candidate who reads %s', (language) => {
  const email = `reader-${language}@example.com`;
  const words = catalogue(language, 'server-messages');

  it('gets the sign-in e-mail in that language, the code and its expiry in its words', async () => {
    const browser = await newBrowser(t.app);
    const response = await request(t.app, browser, {
      method: 'POST',
      url: `/api/auth/code?domain=${TEST_DOMAIN}`,
      payload: { email },
      headers: { 'accept-language': `${language};q=0.9, en;q=0.5` },
    });
    expect(response.statusCode).toBe(200);
    const mail = await lastMailTo(email);
    expect(mail.subject).toBe(
      word(words, 'signInEmail.subject').replace('%(company)s', 'Acme Robotics'),
    );
    const minutes = new Intl.NumberFormat(language, {
      style: 'unit',
      unit: 'minute',
      unitDisplay: 'long',
    }).format(10);
    expect(mail.text_body).toContain(minutes);
    expect(mail.text_body).not.toMatch(/sign-in code|expires/);
  });

  it('reads API error messages in that language (Accept-Language, then hl)', async () => {
    const browser = await newBrowser(t.app);
    const errors = catalogue(language, 'errors') as Record<string, string>;
    const byHeader = await request(t.app, browser, {
      url: `/api/pcsx/notifications?domain=${TEST_DOMAIN}`,
      headers: { 'accept-language': language },
    });
    expect(byHeader.statusCode).toBe(401);
    expect(byHeader.json().error).toMatchObject({
      code: 'login_required',
      message: errors.login_required,
    });
    const byHl = await request(t.app, browser, {
      url: `/api/pcsx/notifications?domain=${TEST_DOMAIN}&hl=${language}`,
      headers: { 'accept-language': 'en' },
    });
    expect(byHl.json().message).toBe(errors.login_required);
  });

  it('reads notifications in that language, dates written by Intl in it', async () => {
    const browser = await signIn(t.app, email);
    const candidate = await t.app.deps.db
      .selectFrom('candidates')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const startsAt = new Date('2026-03-05T09:00:00Z');
    await createNotification(t.app.deps, {
      tenantId: (await tenantOf()).id,
      candidateId: candidate.id,
      type: 'interview_scheduled',
      params: { position: 'Robot Trainer', date: startsAt.toISOString(), timeZone: 'Europe/Paris' },
      redirectUrl: '/careers/interviews?domain=acme.example',
    });
    const response = await request(t.app, browser, {
      url: `/api/pcsx/notifications?domain=${TEST_DOMAIN}&hl=${language}`,
    });
    const [notification] = response.json().data;
    const date = new Intl.DateTimeFormat(language, {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Europe/Paris',
      timeZoneName: 'short',
    }).format(startsAt);
    expect(notification.categoryTitle).toBe(word(words, 'notifications.categories.interviews'));
    expect(notification.message).toBe(
      word(words, 'notifications.messages.interview_scheduled')
        .replace('%(position)s', 'Robot Trainer')
        .replace('%(date)s', date),
    );
    expect(notification.message).not.toMatch(/Thursday|March/);
  });

  it('gets job-alert e-mails in the language saved in settings, links keeping it', async () => {
    const browser = await signIn(t.app, email);
    await t.app.deps.db
      .updateTable('candidates')
      .set({ interface_language: language })
      .where('email', '=', email)
      .execute();
    const saved = await request(t.app, browser, {
      method: 'POST',
      url: `/api/pcsx/saved_searches?domain=${TEST_DOMAIN}`,
      payload: { name: `Robots ${language}`, query: 'robot' },
    });
    expect(saved.statusCode).toBe(200);
    t.clock.advance(5 * 60 * 1000);
    const created = await withToken(t.app, token, {
      method: 'POST',
      url: `/api/admin/positions?domain=${TEST_DOMAIN}`,
      payload: positionBody({ title: `Robot Trainer ${language}` }),
    });
    expect(created.statusCode).toBe(201);
    await runJobAlerts(t.app.deps, await tenantOf());
    const mail = await lastMailTo(email);
    expect(mail.subject).toBe(
      word(words, 'jobAlertEmail.subject')
        .replace('%(alert)s', `Robots ${language}`)
        .replace('%(company)s', 'Acme Robotics')
        .replace('%(count)s', new Intl.NumberFormat(language).format(1)),
    );
    expect(mail.subject).toContain(`Robots ${language}`);
    expect(mail.text_body).toContain(word(words, 'jobAlertEmail.unsubscribe'));
    expect(mail.text_body).toContain(`hl=${language}`);
    // the unsubscribe link opens a page in that language too
    const link = new RegExp(`${word(words, 'jobAlertEmail.unsubscribe')} http://[^/]+(\\S+)`).exec(
      mail.text_body,
    )![1]!;
    const page = await t.app.inject({ url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<html lang="${language}"`);
    expect(page.body).toContain(`<h1>${word(words, 'unsubscribePage.done')}</h1>`);
  });
});
