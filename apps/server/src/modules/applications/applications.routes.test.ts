import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addPositions, makePosition } from '../../test/positions.ts';
import { newBrowser, request, signIn, type Browser } from '../../test/sign-in.ts';
import { validAnswers } from './application-status-test-kit.ts';
import { countRows, defaultTenantId } from '../form-responses/form-responses-test-kit.ts';

let t: TestApp;
let open = 0;
let other = 0;
let closed = 0;
beforeAll(async () => {
  t = await createTestApp();
  const ids = await addPositions(t.app, await defaultTenantId(t), [
    makePosition({ title: 'Robot Whisperer' }),
    makePosition({ title: 'Gear Designer' }),
    makePosition({ title: 'Closed Role', status: 'closed' }),
  ]);
  [open, other, closed] = [ids[0]!, ids[1]!, ids[2]!];
});
afterAll(async () => {
  await t.close();
});

const saveDraft = (browser: Browser, positionId: number, answers: object) =>
  request(t.app, browser, {
    method: 'PUT',
    url: '/api/pcsx/apply_form/draft',
    payload: { position_id: positionId, answers },
  });

describe('applications', () => {
  it('prefills the form from the profile and keeps a draft application', async () => {
    const browser = await signIn(t.app, 'draft@acme.example');
    const form = await request(t.app, browser, { url: `/api/pcsx/apply_form?position_id=${open}` });
    expect(form.statusCode).toBe(200);
    expect(form.json().data.position).toEqual({ id: open, name: 'Robot Whisperer' });
    expect(form.json().data.prefill).toEqual({ email: 'draft@acme.example' });
    expect(form.json().data.response).toBeNull();

    expect((await saveDraft(browser, open, { firstName: 'Sam' })).statusCode).toBe(200);
    const drafts = await request(t.app, browser, { url: '/api/pcsx/draft_applications' });
    expect(drafts.json().data.draft_applications).toEqual([
      expect.objectContaining({
        position_id: open,
        position: { id: open, name: 'Robot Whisperer', archived_at: null },
      }),
    ]);
    const reopened = await request(t.app, browser, {
      url: `/api/pcsx/apply_form?position_id=${open}`,
    });
    expect(reopened.json().data.response.answers).toEqual({ firstName: 'Sam' });

    const someoneElse = await signIn(t.app, 'else@acme.example');
    const theirs = await request(t.app, someoneElse, { url: '/api/pcsx/draft_applications' });
    expect(theirs.json().data.draft_applications).toEqual([]);

    const deleted = await request(t.app, browser, {
      method: 'DELETE',
      url: '/api/pcsx/draft_applications',
      payload: { position_ids: [open] },
    });
    expect(deleted.json().data).toEqual({ deleted: 1 });
    const after = await request(t.app, browser, { url: '/api/pcsx/draft_applications' });
    expect(after.json().data.draft_applications).toEqual([]);
  });

  it('refuses invalid answers per field, storing nothing, then applies once', async () => {
    const browser = await signIn(t.app, 'apply@acme.example');
    await saveDraft(browser, other, { firstName: 'Sam' });
    const answers = await validAnswers(t, browser, 'apply@acme.example');
    const before = {
      responses: await countRows(t, 'form_responses'),
      applications: await countRows(t, 'applications'),
      files: await countRows(t, 'files'),
    };
    const invalid = await request(t.app, browser, {
      method: 'POST',
      url: '/api/pcsx/apply',
      payload: {
        position_id: other,
        answers: { ...answers, email: 'nope', skills: [], resume: [] },
      },
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().error.code).toBe('answers_invalid');
    expect(invalid.json().error.fields).toEqual({
      email: 'Email is invalid. Use the format "{email}".',
      resume: 'Resume is required',
      skills: 'Add at least one skill.',
    });
    expect(await countRows(t, 'form_responses')).toBe(before.responses);
    expect(await countRows(t, 'applications')).toBe(before.applications);
    expect(await countRows(t, 'files')).toBe(before.files);

    const applied = await request(t.app, browser, {
      method: 'POST',
      url: '/api/pcsx/apply',
      payload: { position_id: other, answers },
    });
    expect(applied.statusCode).toBe(201);
    expect(applied.json().data).toMatchObject({ position_id: other, status: 'submitted' });
    const dashboard = await request(t.app, browser, { url: '/api/pcsx/dashboard/applications' });
    expect(dashboard.json().data.applications).toEqual([
      expect.objectContaining({
        position_id: other,
        position: expect.objectContaining({ name: 'Gear Designer' }),
      }),
    ]);
    expect(dashboard.json().data.inactiveApplications).toEqual([]);
    const drafts = await request(t.app, browser, { url: '/api/pcsx/draft_applications' });
    expect(drafts.json().data.draft_applications).toEqual([]);

    const again = await request(t.app, browser, {
      method: 'POST',
      url: '/api/pcsx/apply',
      payload: {
        position_id: other,
        answers: await validAnswers(t, browser, 'apply@acme.example'),
      },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('already_applied');
  });

  it('answers 404 for an unknown position, 409 for a closed one, 400 for a bad id', async () => {
    const browser = await signIn(t.app, 'positions@acme.example');
    const url = (id: string | number) => `/api/pcsx/apply_form?position_id=${id}`;
    expect((await request(t.app, browser, { url: url(999_999) })).statusCode).toBe(404);
    const closedPosition = await request(t.app, browser, { url: url(closed) });
    expect(closedPosition.statusCode).toBe(409);
    expect(closedPosition.json().error.code).toBe('position_closed');
    expect((await request(t.app, browser, { url: url('-3') })).statusCode).toBe(400);
  });

  it('lets a visitor apply with an email address while the tenant allows it', async () => {
    const visitor = await newBrowser(t.app);
    const noEmail = await request(t.app, visitor, {
      method: 'POST',
      url: '/api/pcsx/apply',
      payload: { position_id: open, answers: await validAnswers(t, visitor, 'v@acme.example') },
    });
    expect(noEmail.statusCode).toBe(400);
    const applied = await request(t.app, visitor, {
      method: 'POST',
      url: '/api/pcsx/apply',
      payload: {
        position_id: open,
        email: 'V@acme.example',
        answers: await validAnswers(t, visitor, 'v@acme.example'),
      },
    });
    expect(applied.statusCode).toBe(201);
    const row = await t.database.db
      .selectFrom('applications')
      .select(['email', 'candidate_id'])
      .where('id', '=', applied.json().data.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ email: 'v@acme.example', candidate_id: null });
    const drafts = await request(t.app, visitor, { url: '/api/pcsx/draft_applications' });
    expect(drafts.statusCode).toBe(401);
  });
});

describe('applications when signed-out apply is off', () => {
  let closedSite: TestApp;
  beforeAll(async () => {
    closedSite = await createTestApp({ config: { applyConfig: { loggedOutApplyEnabled: false } } });
  });
  afterAll(async () => {
    await closedSite.close();
  });

  it('asks a visitor to sign in', async () => {
    const [id] = await addPositions(closedSite.app, await defaultTenantId(closedSite), [
      makePosition(),
    ]);
    const visitor = await newBrowser(closedSite.app);
    const response = await request(closedSite.app, visitor, {
      url: `/api/pcsx/apply_form?position_id=${id}`,
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['x-login-required']).toBe('1');
  });
});

describe('applications in a flood', () => {
  let flooded: TestApp;
  let position = 0;
  beforeAll(async () => {
    flooded = await createTestApp();
    const tenantId = await defaultTenantId(flooded);
    const ids = await addPositions(flooded.app, tenantId, [makePosition({ title: 'Target' })]);
    position = ids[0]!;
  });
  afterAll(async () => {
    await flooded.close();
  });

  const applyAs = (visitor: Browser, email: string, remoteAddress: string, answers: object) =>
    request(flooded.app, visitor, {
      method: 'POST',
      url: '/api/pcsx/apply',
      payload: { position_id: position, email, answers },
      remoteAddress,
    });
  const storedFor = (email: string) =>
    flooded.database.db
      .selectFrom('applications')
      .select('id')
      .where('email', '=', email)
      .execute();

  it('meets 429s for 30 anonymous applications at once, and stores none past the limit', async () => {
    const visitor = await newBrowser(flooded.app);
    // the files first: the flood is of applications
    const prepared = await Promise.all(
      Array.from({ length: 30 }, () => validAnswers(flooded, visitor, 'victim@acme.example')),
    );
    const answers = await Promise.all(
      prepared.map((each) => applyAs(visitor, 'victim@acme.example', '203.0.113.9', each)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    const accepted = statuses.filter((status) => status === 201).length;
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - accepted);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error.code).toBe('rate_limited');
    expect(await storedFor('victim@acme.example')).toHaveLength(accepted);
  });

  it("keeps a stranger from using up the applications of someone else's email", async () => {
    const applyFrom = async (address: string) => {
      const visitor = await newBrowser(flooded.app);
      const answers = await validAnswers(flooded, visitor, 'owner@acme.example');
      return (await applyAs(visitor, 'owner@acme.example', address, answers)).statusCode;
    };
    const stranger: number[] = [];
    for (let i = 0; i < 11; i += 1) stranger.push(await applyFrom('198.51.100.1'));
    expect(stranger).toEqual([...Array<number>(10).fill(201), 429]);
    // the owner, from their own address, still applies under their email; so does anyone else
    expect(await applyFrom('192.0.2.10')).toBe(201);
    expect(await applyFrom('198.51.100.2')).toBe(201);
    expect(await storedFor('owner@acme.example')).toHaveLength(12);
  });
});
