import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DOMAIN, type TestApp } from '../../test/test-app.ts';
import { addPositions, makePosition } from '../../test/positions.ts';
import { request, signIn, type Browser } from '../../test/sign-in.ts';
import { addCandidate, tenantIdOf } from '../demo-test-kit.ts';
import { seedDemoApplications } from './seed-demo-applications.ts';
import { seedDemoForms } from './seed-demo-forms.ts';
import { seedDemoNotifications } from './seed-demo-notifications.ts';
import { seedDemoOffers } from './seed-demo-offers.ts';

const EMAIL = 'demo@example.com';
const q = `?domain=${TEST_DOMAIN}`;
const OFFER_TO_APPLICATION: Record<string, string> = {
  Extended: 'offered',
  'Contract Extended': 'offered',
  Accepted: 'hired',
  Declined: 'withdrawn',
  Canceled: 'rejected',
  Expired: 'rejected',
};

type Application = {
  position: { name: string };
  status: string;
  history: { status: string; created_at: string }[];
};

let t: TestApp;
let demo: Browser;
beforeAll(async () => {
  t = await createTestApp({
    config: {
      notificationsConfig: {
        enableCandidateInappNotifications: true,
        actionRequiredTypes: ['offer_extended', 'offer_document_revised', 'form_assigned'],
      },
    },
  });
  const tenantId = await tenantIdOf(t.app);
  await addPositions(t.app, tenantId, [
    ...Array.from({ length: 14 }, (_, index) =>
      makePosition({ title: `Engineer ${index + 1}`, department: 'Engineering' }),
    ),
    makePosition({ title: 'Closed Engineer', department: 'Engineering', status: 'closed' }),
  ]);
  await addCandidate(t.app, EMAIL, ['Jordan', 'Rivera']);
  await seedDemoOffers(t.app.deps, tenantId, EMAIL);
  await seedDemoForms(t.app.deps, [tenantId], { tenantId, email: EMAIL });
  const story = await seedDemoApplications(t.app.deps, { tenantId, email: EMAIL });
  await seedDemoNotifications(t.app.deps, { tenantId, email: EMAIL, domain: TEST_DOMAIN }, story);
  demo = await signIn(t.app, EMAIL);
});
afterAll(async () => {
  await t.close();
});

const get = async (url: string) => (await request(t.app, demo, { url })).json().data;

describe('the demo story', () => {
  it("gives each offer's position an application whose status follows the offer", async () => {
    const offers = (await get(`/api/offer/offers${q}`)) as {
      position: { name: string };
      status: string;
    }[];
    const { applications, inactiveApplications } = await get(
      `/api/pcsx/dashboard/applications${q}`,
    );
    const all = [...applications, ...inactiveApplications] as Application[];
    expect(offers).toHaveLength(7);
    for (const offer of offers) {
      const application = all.find((one) => one.position.name === offer.position.name);
      expect(application?.status, offer.position.name).toBe(OFFER_TO_APPLICATION[offer.status]);
    }
    expect(new Set(all.map((one) => one.status))).toEqual(
      new Set([
        'submitted',
        'in_review',
        'interviewing',
        'offered',
        'hired',
        'rejected',
        'withdrawn',
      ]),
    );
    for (const application of all) {
      const steps = application.history.map((event) => event.status);
      expect(steps[0]).toBe('submitted');
      expect(steps.at(-1)).toBe(application.status);
      const times = application.history.map((event) => Date.parse(event.created_at));
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      expect(Math.max(...times)).toBeLessThanOrEqual(t.clock.now().getTime());
    }
  });

  it('has a draft for an open position and one for a closed one', async () => {
    const { draft_applications: drafts } = await get(`/api/pcsx/draft_applications${q}`);
    expect(
      drafts.map((draft: { position: { archived_at: string | null } }) =>
        draft.position.archived_at === null ? 'open' : 'closed',
      ),
    ).toEqual(['open', 'closed']);
  });

  it('has notifications that name and lead to things that exist', async () => {
    const notifications = (await get(`/api/pcsx/notifications${q}`)) as {
      message: string;
      redirectUrl: string;
      isViewed: boolean;
      notificationType: string;
    }[];
    expect(notifications.filter((one) => !one.isViewed)).toHaveLength(3);
    const offers = (await get(`/api/offer/offers${q}`)) as {
      enc_id: string;
      position: { name: string };
    }[];
    const { applications, inactiveApplications } = await get(
      `/api/pcsx/dashboard/applications${q}`,
    );
    const names = [...applications, ...inactiveApplications].map(
      (one: Application) => one.position.name,
    );
    for (const notification of notifications) {
      const url = new URL(notification.redirectUrl, 'http://site');
      const offerId = /^\/careers\/offer\/([^/]+)$/.exec(url.pathname)?.[1];
      if (offerId) {
        const offer = offers.find((one) => one.enc_id === offerId);
        expect(notification.message).toContain(offer!.position.name);
      } else if (notification.notificationType === 'interview_scheduled') {
        expect(url.pathname).toBe('/careers/interviews');
        const interviewing = [...applications, ...inactiveApplications].find(
          (one: Application) => one.status === 'interviewing',
        );
        expect(notification.message).toContain(interviewing.position.name);
      } else if (notification.notificationType === 'application_status_changed') {
        expect(url.pathname).toBe('/careers/dashboard');
        expect(names.some((name) => notification.message.includes(name))).toBe(true);
      } else {
        expect(url.pathname).toBe('/careers/forms');
        const form = await request(t.app, demo, {
          url: `/api/pcsx/forms/${url.searchParams.get('form_id')}${q}`,
        });
        expect(form.statusCode).toBe(200);
      }
    }
  });
});
