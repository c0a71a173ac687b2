import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DOMAIN, type TestApp } from '../../test/test-app.ts';
import type { Browser } from '../../test/sign-in.ts';
import { giveOffer } from '../offers/offers-test-kit.ts';
import { validAnswers } from '../applications/application-status-test-kit.ts';
import { runJobAlerts } from '../saved-positions/run-job-alerts.ts';
import { addTenant } from '../positions/admin-test-kit.ts';
import { call, candidateRow, createPosition, OTHER_DOMAIN, signInAt } from './account-test-kit.ts';

let t: TestApp;
let ada: Browser;
let positionId: number;

const storeFile = async (email: string, domain = TEST_DOMAIN) => {
  const candidate = (await candidateRow(t.app, email, domain))!;
  return t.app.deps.files.save({
    tenantId: candidate.tenant_id,
    candidateId: candidate.id,
    name: 'cv.txt',
    contentType: 'text/plain',
    content: new TextEncoder().encode('Ada Lovelace, analyst'),
  });
};

beforeEach(async () => {
  t = await createTestApp({ config: { searchConfig: { savedSearchNotificationEnabled: true } } });
  await addTenant(t.app, OTHER_DOMAIN);
  positionId = await createPosition(t.app, 'Robot Whisperer');
  ada = await signInAt(t.app, 'ada@example.com');
  await call(t.app, ada, 'POST', '/api/pcsx/positions/saved', {
    position_id: positionId,
    isSaved: true,
  });
});
afterEach(async () => {
  await t.close();
});

describe('download my data', () => {
  it('answers a JSON attachment with every section of the candidate, files as links', async () => {
    await call(t.app, ada, 'POST', '/api/pcsx/saved_searches', { name: 'Robots', query: 'robot' });
    await giveOffer(t.app, 'ada@example.com');
    const file = await storeFile('ada@example.com');
    const response = await call(t.app, ada, 'GET', '/api/pcsx/account/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-acme\.example-/,
    );
    const archive = JSON.parse(response.body);
    expect(archive.site).toBe(TEST_DOMAIN);
    expect(archive.profile.email).toBe('ada@example.com');
    expect(archive.savedPositions).toEqual([
      expect.objectContaining({ positionId, position: 'Robot Whisperer' }),
    ]);
    expect(archive.savedSearches).toEqual([
      expect.objectContaining({ name: 'Robots', isPaused: false }),
    ]);
    expect(archive.offers[0].documents[0].file).toMatch(
      /\/api\/offer\/offers\/.+\/file\?domain=acme\.example$/,
    );
    expect(archive.settings.email).toBe('ada@example.com');
    expect(Object.keys(archive)).toEqual(
      expect.arrayContaining([
        'applications',
        'draftApplications',
        'forms',
        'jobCart',
        'notifications',
        'consents',
        'onboardingTasks',
        'sessions',
      ]),
    );
    const link = archive.files.find((entry: { name: string }) => entry.name === 'cv.txt')
      .download as string;
    expect(link).toContain(`/api/pcsx/account/files/${file.id}`);
    const download = await call(t.app, ada, 'GET', new URL(link).pathname);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('Ada Lovelace, analyst');
  });

  it('holds the application history, interviews, event registrations, referrals and resumes', async () => {
    const now = t.clock.now();
    const adaRow = (await candidateRow(t.app, 'ada@example.com'))!;
    const grace = await signInAt(t.app, 'grace@example.com');
    const graceRow = (await candidateRow(t.app, 'grace@example.com'))!;
    const applied = await call(t.app, ada, 'POST', '/api/pcsx/apply', {
      position_id: positionId,
      answers: await validAnswers(t, ada, 'ada@example.com'),
    });
    expect(applied.statusCode).toBe(201);
    const applicationId = (applied.json() as { data: { id: number } }).data.id;
    await call(t.app, ada, 'POST', `/api/pcsx/applications/${applicationId}/withdraw`);
    const { db } = t.app.deps;
    const interview = (who: number, stage: string) => ({
      tenant_id: adaRow.tenant_id,
      candidate_id: who,
      position_name: 'Robot Whisperer',
      stage,
      starts_at: now,
      duration_minutes: 45,
      time_zone: 'Europe/Lisbon',
      created_at: now,
      updated_at: now,
    });
    await db
      .insertInto('interviews')
      .values([interview(adaRow.id, 'Technical'), interview(graceRow.id, 'Grace only')])
      .execute();
    const event = await db
      .insertInto('events')
      .values({
        tenant_id: adaRow.tenant_id,
        title: 'Open day',
        kind: 'open_day',
        starts_at: now,
        ends_at: new Date(now.getTime() + 3_600_000),
        time_zone: 'Europe/Lisbon',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('event_registrations')
      .values({
        tenant_id: adaRow.tenant_id,
        event_id: event.id,
        candidate_id: adaRow.id,
        status: 'registered',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db
      .insertInto('referrals')
      .values({
        tenant_id: adaRow.tenant_id,
        referrer_id: adaRow.id,
        position_id: positionId,
        friend_name: 'Charles Babbage',
        friend_email: 'charles@example.com',
        token: 'referral-token-of-ada-0001',
      })
      .execute();
    const resumeFile = await storeFile('ada@example.com');
    await db
      .insertInto('candidate_resumes')
      .values({
        tenant_id: adaRow.tenant_id,
        candidate_id: adaRow.id,
        file_id: resumeFile.id,
        file_name: 'cv.txt',
        content_type: 'text/plain',
        size: resumeFile.size,
        is_current: true,
        parse_status: 'parsed',
        uploaded_at: now,
      })
      .execute();

    const archive = JSON.parse((await call(t.app, ada, 'GET', '/api/pcsx/account/export')).body);
    expect(archive.applications[0].history.map((step: { status: string }) => step.status)).toEqual([
      'submitted',
      'withdrawn',
    ]);
    expect(archive.interviews).toEqual([
      expect.objectContaining({ stage: 'Technical', timeZone: 'Europe/Lisbon' }),
    ]);
    expect(archive.eventRegistrations).toEqual([
      expect.objectContaining({ event: 'Open day', status: 'registered' }),
    ]);
    expect(archive.referrals).toEqual([
      expect.objectContaining({ friendEmail: 'charles@example.com', hasApplied: false }),
    ]);
    expect(archive.resumes).toEqual([
      expect.objectContaining({ fileName: 'cv.txt', isCurrent: true, parseStatus: 'parsed' }),
    ]);
    expect(archive.resumes[0].download).toContain(`/api/pcsx/account/files/${resumeFile.id}`);
    const gracesArchive = JSON.parse(
      (await call(t.app, grace, 'GET', '/api/pcsx/account/export')).body,
    );
    expect(gracesArchive.interviews).toEqual([expect.objectContaining({ stage: 'Grace only' })]);
    expect(gracesArchive.referrals).toEqual([]);
    expect(gracesArchive.resumes).toEqual([]);
  });

  it("holds nothing of another candidate or another site, and answers 404 for others' files", async () => {
    const grace = await signInAt(t.app, 'grace@example.com');
    const gracesFile = await storeFile('grace@example.com');
    const archive = JSON.parse((await call(t.app, grace, 'GET', '/api/pcsx/account/export')).body);
    expect(archive.savedPositions).toEqual([]);
    expect(JSON.stringify(archive)).not.toContain('ada@example.com');
    expect(
      (await call(t.app, ada, 'GET', `/api/pcsx/account/files/${gracesFile.id}`)).statusCode,
    ).toBe(404);
    // Ada's session is for acme only; on the other site she is someone else
    expect(
      (await call(t.app, ada, 'GET', '/api/pcsx/account/export', undefined, OTHER_DOMAIN))
        .statusCode,
    ).toBe(401);
    const adaThere = await signInAt(t.app, 'ada@example.com', OTHER_DOMAIN);
    const there = JSON.parse(
      (await call(t.app, adaThere, 'GET', '/api/pcsx/account/export', undefined, OTHER_DOMAIN))
        .body,
    );
    expect(there.site).toBe(OTHER_DOMAIN);
    expect(there.savedPositions).toEqual([]);
  });
});

describe('job alerts in settings', () => {
  it('renames, pauses and resumes an alert; another candidate gets 404', async () => {
    const saved = (
      await call(t.app, ada, 'POST', '/api/pcsx/saved_searches', { name: 'Robots', query: 'robot' })
    ).json().data;
    const paused = await call(t.app, ada, 'PATCH', `/api/pcsx/saved_searches/${saved.id}`, {
      isPaused: true,
      name: 'Robot jobs',
    });
    expect(paused.json().data).toMatchObject({ name: 'Robot jobs', isPaused: true });
    const grace = await signInAt(t.app, 'grace@example.com');
    const theirs = await call(t.app, grace, 'PATCH', `/api/pcsx/saved_searches/${saved.id}`, {
      isPaused: false,
    });
    expect(theirs.statusCode).toBe(404);
    const blank = await call(t.app, ada, 'PATCH', `/api/pcsx/saved_searches/${saved.id}`, {
      name: ' ',
    });
    expect(blank.statusCode).toBe(400);
    const resumed = await call(t.app, ada, 'PATCH', `/api/pcsx/saved_searches/${saved.id}`, {
      isPaused: false,
    });
    expect(resumed.json().data).toMatchObject({ name: 'Robot jobs', isPaused: false });
  });

  it('skips a paused alert, and mails nothing when job alert emails are off', async () => {
    const saved = (
      await call(t.app, ada, 'POST', '/api/pcsx/saved_searches', { name: 'Robots', query: 'robot' })
    ).json().data;
    await call(t.app, ada, 'PATCH', `/api/pcsx/saved_searches/${saved.id}`, { isPaused: true });
    t.clock.advance(10 * 60 * 1000);
    await createPosition(t.app, 'Robot Trainer');
    const tenant = (await t.app.deps.tenants.resolve(TEST_DOMAIN, undefined))!;
    expect(await runJobAlerts(t.app.deps, tenant)).toBe(0);

    await call(t.app, ada, 'PATCH', `/api/pcsx/saved_searches/${saved.id}`, { isPaused: false });
    await call(t.app, ada, 'PATCH', '/api/pcsx/account/settings', {
      notificationPreferences: { job_alert: { email: false, inApp: true } },
    });
    t.clock.advance(10 * 60 * 1000);
    await createPosition(t.app, 'Robot Tamer');
    expect(await runJobAlerts(t.app.deps, tenant)).toBe(1);
    const mails = await t.app.deps.db
      .selectFrom('outbox_mail')
      .select('subject')
      .where('subject', 'like', '%match%')
      .execute();
    expect(mails).toEqual([]);
    const notes = await t.app.deps.db
      .selectFrom('notifications')
      .select('message_params')
      .execute();
    expect(notes).toHaveLength(1);
  });
});
