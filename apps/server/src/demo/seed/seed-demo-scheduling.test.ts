import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { request, signIn } from '../../test/sign-in.ts';
import { createTestApp, TEST_DOMAIN, type TestApp } from '../../test/test-app.ts';
import { addCandidate, tenantIdOf } from '../demo-test-kit.ts';
import { seedDemoScheduling } from './seed-demo-scheduling.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('seedDemoScheduling', () => {
  it('gives the demo candidate an interview at a time, one with slots, a past one, and three events, one full', async () => {
    await addCandidate(t.app, 'demo@example.com', ['Jordan', 'Rivera']);
    await seedDemoScheduling(t.app.deps, {
      tenantId: await tenantIdOf(t.app),
      email: 'demo@example.com',
    });
    const browser = await signIn(t.app, 'demo@example.com');
    const interviews = (
      await request(t.app, browser, { url: `/api/pcsx/dashboard/interviews?domain=${TEST_DOMAIN}` })
    ).json().data;
    expect(interviews.upcoming).toHaveLength(2);
    expect(interviews.upcoming[0].slots).toHaveLength(3);
    expect(interviews.upcoming[1].starts_at).not.toBeNull();
    expect(interviews.past).toHaveLength(1);
    const events = (
      await request(t.app, browser, { url: `/api/pcsx/dashboard/events?domain=${TEST_DOMAIN}` })
    ).json().data.upcoming as { spots_left: number | null; registration_status: string | null }[];
    expect(events).toHaveLength(3);
    expect(events.filter((event) => event.spots_left === 0)).toHaveLength(1);
    expect(events.filter((event) => event.registration_status === 'registered')).toHaveLength(1);
  });
});
