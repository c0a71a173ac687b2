import type { TenantConfigInput } from '@careers/shared';
import { fileAnswer, fileUploadUrl, sendFile } from '../form-responses/form-responses-test-kit.ts';
import { createTestApp, TEST_DOMAIN, type TestApp } from '../../test/test-app.ts';
import { addPositions, makePosition } from '../../test/positions.ts';
import { latestCode, newBrowser, request, type Browser } from '../../test/sign-in.ts';
import { addTenant, tenantId } from '../positions/admin-test-kit.ts';

/** A resume uploaded for the application form by `browser`, as its answer names it. */
export const resumeAnswer = async (t: TestApp, browser: Browser) => {
  const url = `${fileUploadUrl('application', 'resume')}&domain=${TEST_DOMAIN}`;
  const sent = await sendFile(t, browser, url, {
    name: 'resume.txt',
    content: 'Ten years of robots',
  });
  if (sent.statusCode !== 200) throw new Error(`resume upload failed: ${sent.body}`);
  return fileAnswer(sent.json().data);
};

/** Answers the default application form takes, with a resume `browser` uploads. */
export const validAnswers = async (t: TestApp, browser: Browser, email: string) => ({
  firstName: 'Sam',
  lastName: 'Lee',
  email,
  phone: { callingCode: '+1', number: '512 555 0142', selectedCountryCode: 'US' },
  location: 'Austin, United States',
  resume: [await resumeAnswer(t, browser)],
  skills: ['Robotics'],
  workAuthorization: 'yes',
  privacyConsent: true,
});

/**
 * An app with two open positions and one closed, referrals and the notification centre on, and
 * a second site (other.example) added before the first request.
 */
export const openDashboardApp = async (config: Partial<TenantConfigInput> = {}) => {
  const t = await createTestApp({
    config: {
      referralWithCandidateApplicationGate: true,
      notificationsConfig: { enableCandidateInappNotifications: true },
      ...config,
    },
  });
  const [open, other, closed] = (await addPositions(t.app, await tenantId(t.app), [
    makePosition({ title: 'Robot Whisperer' }),
    makePosition({ title: 'Gear Designer' }),
    makePosition({ title: 'Closed Role', status: 'closed' }),
  ])) as [number, number, number];
  await addTenant(t.app, 'other.example');
  await t.app.deps.tenants.reload();
  return { t, positions: { open, other, closed } };
};

/** Submits an application as the signed-in browser; answers the application's data. */
export const applyAs = async (
  t: TestApp,
  browser: Browser,
  positionId: number,
  extra: { referral_token?: string; email?: string } = {},
) => {
  const response = await request(t.app, browser, {
    method: 'POST',
    url: `/api/pcsx/apply?domain=${TEST_DOMAIN}`,
    payload: {
      position_id: positionId,
      answers: await validAnswers(t, browser, 'sam@example.com'),
      ...extra,
    },
  });
  if (response.statusCode !== 201) throw new Error(`apply failed: ${response.body}`);
  return response.json().data as { id: number };
};

/** The newest mail sent to this address, if any. */
export const lastMailTo = (t: TestApp, to: string) =>
  t.app.deps.db
    .selectFrom('outbox_mail')
    .selectAll()
    .where('to_address', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirst();

/** Signs in on another site of the same app: there the same email is another candidate. */
export const signInOn = async (t: TestApp, domain: string, email: string) => {
  const browser = await newBrowser(t.app);
  const on = `?domain=${domain}`;
  await request(t.app, browser, { url: `/api/pcsx/boot_data${on}` });
  await request(t.app, browser, { method: 'POST', url: `/api/auth/code${on}`, payload: { email } });
  const code = await latestCode(t.app, email);
  const verified = await request(t.app, browser, {
    method: 'POST',
    url: `/api/auth/verify${on}`,
    payload: { email, code },
  });
  if (verified.statusCode !== 200) throw new Error(`sign-in failed: ${verified.body}`);
  return browser;
};
