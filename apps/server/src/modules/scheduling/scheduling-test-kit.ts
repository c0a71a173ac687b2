import type { AdminEventInput } from '@careers/shared';
import { afterEach, beforeEach } from 'vitest';
import type { App } from '../../core/app.ts';
import { request, signIn, type Browser } from '../../test/sign-in.ts';
import { createTestApp, TEST_DOMAIN, type TestApp } from '../../test/test-app.ts';
import { addCandidate } from '../offers/offers-test-kit.ts';
import { addTenant, newToken, tenantId, withToken } from '../positions/admin-test-kit.ts';

export const q = `?domain=${TEST_DOMAIN}`;
export const OTHER_DOMAIN = 'other.example';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export type SchedulingWorld = { t: TestApp; ada: Browser; bob: Browser; token: string };

/** Each test: a fresh app, a second tenant, Ada and Bob signed in, an employer API token. */
export const openEachSchedulingWorld = (onOpen: (world: SchedulingWorld) => void) => {
  let close: (() => Promise<void>) | undefined;
  beforeEach(async () => {
    const t = await createTestApp();
    close = t.close;
    await addTenant(t.app, OTHER_DOMAIN);
    await addCandidate(t.app, 'ada@example.com');
    await addCandidate(t.app, 'bob@example.com', ['Bob', 'Builder']);
    const ada = await signIn(t.app, 'ada@example.com');
    const bob = await signIn(t.app, 'bob@example.com');
    onOpen({ t, ada, bob, token: await newToken(t.app) });
  });
  afterEach(async () => {
    await close?.();
  });
};

/** An instant `days` from the test clock's now. */
export const inDays = (app: App, days: number) =>
  new Date(app.deps.clock.now().getTime() + days * DAY).toISOString();

export const admin = (
  app: App,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => withToken(app, token, { method, url: `${url}${q}`, ...(payload && { payload }) });

export const interviewBody = (app: App, overrides: Record<string, unknown> = {}) => ({
  candidate_email: 'ada@example.com',
  position_name: 'Robot Whisperer',
  stage: 'Technical',
  starts_at: inDays(app, 3),
  duration_minutes: 45,
  time_zone: 'Europe/Berlin',
  video_url: 'https://meet.example.com/abc',
  interviewers: ['Grace Hopper', 'Alan Turing'],
  instructions: 'Bring a robot.',
  ...overrides,
});

export const eventBody = (app: App, overrides: Partial<AdminEventInput> = {}): AdminEventInput => ({
  title: 'Robotics open day',
  description: 'Meet the team.',
  kind: 'open_day',
  starts_at: inDays(app, 5),
  ends_at: new Date(Date.parse(inDays(app, 5)) + 3 * HOUR).toISOString(),
  time_zone: 'Europe/Berlin',
  location: 'Berlin office',
  capacity: 2,
  ...overrides,
});

export const as = (
  app: App,
  browser: Browser,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) => request(app, browser, { method, url: `${url}${q}`, ...(payload && { payload }) });

/** An event of the other tenant, written directly. */
export const otherTenantEvent = async (app: App) =>
  (
    await app.deps.db
      .insertInto('events')
      .values({
        tenant_id: await tenantId(app, OTHER_DOMAIN),
        title: 'Elsewhere',
        kind: 'fair',
        starts_at: inDays(app, 2),
        ends_at: inDays(app, 3),
        time_zone: 'UTC',
        created_at: app.deps.clock.now(),
        updated_at: app.deps.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

/** An interview of a candidate of the other tenant, written directly. */
export const otherTenantInterview = async (app: App) => {
  const otherTenant = await tenantId(app, OTHER_DOMAIN);
  const candidate = await app.deps.db
    .insertInto('candidates')
    .values({ tenant_id: otherTenant, email: 'ada@example.com', profile: '{}' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (
    await app.deps.db
      .insertInto('interviews')
      .values({
        tenant_id: otherTenant,
        candidate_id: candidate.id,
        position_name: 'Elsewhere',
        stage: 'Screen',
        starts_at: inDays(app, 1),
        duration_minutes: 30,
        time_zone: 'UTC',
        created_at: app.deps.clock.now(),
        updated_at: app.deps.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
};

/** The emails sent to an address, oldest first. */
export const mailsTo = (app: App, address: string) =>
  app.deps.db
    .selectFrom('outbox_mail')
    .select(['subject', 'text_body'])
    .where('to_address', '=', address)
    .orderBy('id')
    .execute();
