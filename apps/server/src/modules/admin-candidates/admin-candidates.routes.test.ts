import { PERMISSION_DENIED_MESSAGE, type EmployerRole } from '@careers/shared';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { request, signIn, type Browser } from '../../test/sign-in.ts';
import { createTestApp, TEST_DOMAIN, type TestApp } from '../../test/test-app.ts';
import { validAnswers } from '../applications/application-status-test-kit.ts';
import { addTenant, positionBody, signInEmployer, tenantId } from '../positions/admin-test-kit.ts';
import { editProfile, uploadResume } from '../profile/profile-test-kit.ts';

let t: TestApp;
let admin: Browser;
beforeEach(async () => {
  t = await createTestApp();
  admin = await employer('boss@example.com', 'admin');
});
afterEach(async () => {
  await t.close();
});

const url = (path: string, domain = TEST_DOMAIN) =>
  `${path}${path.includes('?') ? '&' : '?'}domain=${domain}`;

const employer = (email: string, role: EmployerRole) => signInEmployer(t.app, email, role);

const candidateId = async (email: string) =>
  (
    await t.app.deps.db
      .selectFrom('candidates')
      .select('id')
      .where('email', '=', email)
      .where('tenant_id', '=', await tenantId(t.app))
      .executeTakeFirstOrThrow()
  ).id;

/** Sam: a profile with a headline and skills, a PDF resume, and one application moved once. */
const samApplies = async () => {
  const position = (
    await request(t.app, admin, {
      method: 'POST',
      url: url('/api/admin/positions'),
      payload: positionBody({ title: 'Robot Whisperer' }),
    })
  ).json().data;
  const sam = await signIn(t.app, 'sam@example.com');
  await editProfile(t.app, sam, {
    op_section: 'skills',
    operation: 'add',
    op_data: { value: { name: 'Kubernetes', proficiency: 'expert' } },
  });
  await t.app.deps.db
    .updateTable('candidates')
    .set({
      first_name: 'Sam',
      last_name: 'Lee',
      profile: sql`jsonb_set(profile, '{headline}', '"Staff Robotics Engineer"')`,
    })
    .where('email', '=', 'sam@example.com')
    .execute();
  const uploaded = await uploadResume(t.app, sam, {
    name: 'sam-resume.txt',
    type: 'text/plain',
    bytes: 'Sam Lee. Ten years of robots.',
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const applied = await request(t.app, sam, {
    method: 'POST',
    url: url('/api/pcsx/apply'),
    payload: {
      position_id: position.id,
      answers: await validAnswers(t, sam, 'sam@example.com'),
    },
  });
  expect(applied.statusCode, applied.body).toBe(201);
  const [application] = (
    await request(t.app, admin, { url: url(`/api/admin/positions/${position.id}/applications`) })
  ).json().data;
  t.clock.advance(60_000);
  await request(t.app, admin, {
    method: 'PUT',
    url: url(`/api/admin/applications/${application.id}/status`),
    payload: { status: 'interviewing' },
  });
  return { position, sam, id: await candidateId('sam@example.com') };
};

/** A candidate account on another site, with a name a search of this site would match. */
const otherSiteCandidate = async (email: string) =>
  t.app.deps.db
    .insertInto('candidates')
    .values({
      tenant_id: await addTenant(t.app, 'other.example'),
      email,
      first_name: 'Sam',
      last_name: 'Lee',
      profile: JSON.stringify({ headline: 'Staff Robotics Engineer' }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

const search = (browser: Browser, q: string, page = 1) =>
  request(t.app, browser, {
    url: url(`/api/admin/candidates?q=${encodeURIComponent(q)}&page=${page}`),
  });

describe('searching candidates', () => {
  it('finds a candidate by name, email, skill and title, and not by what they lack', async () => {
    const { id } = await samApplies();
    await signIn(t.app, 'kim@example.com');
    for (const q of ['sam lee', 'SAM@EXAMPLE', 'kubernetes', 'robotics engineer']) {
      const found = (await search(admin, q)).json().data;
      expect(
        found.candidates.map((c: { id: number }) => c.id),
        q,
      ).toEqual([id]);
    }
    const sam = (await search(admin, 'sam')).json().data.candidates[0];
    expect(sam).toMatchObject({
      name: 'Sam Lee',
      headline: 'Staff Robotics Engineer',
      skills: ['Kubernetes'],
      applicationCount: 1,
    });
    expect((await search(admin, 'cobol')).json().data).toEqual({ candidates: [], total: 0 });
    expect((await search(admin, '100%')).json().data.total).toBe(0);
    // Everyone who signed in on the site, applicants first; employer users are not candidates
    const everyone = (await search(admin, '')).json().data;
    expect(everyone.candidates.map((c: { email: string }) => c.email)).toEqual([
      'sam@example.com',
      'kim@example.com',
    ]);
  });

  it('pages the results and refuses a bad page with 400', async () => {
    const tenant = await tenantId(t.app);
    await t.app.deps.db
      .insertInto('candidates')
      .values(
        Array.from({ length: 22 }, (_, i) => ({
          tenant_id: tenant,
          email: `pool-${i}@example.com`,
          first_name: null,
          last_name: null,
          profile: '{}',
        })),
      )
      .execute();
    const second = (await search(admin, 'pool', 2)).json().data;
    expect(second.total).toBe(22);
    expect(second.candidates).toHaveLength(2);
    expect((await search(admin, 'pool', 0)).statusCode).toBe(400);
  });

  it('shows only the candidates of the site asked for', async () => {
    await samApplies();
    await otherSiteCandidate('sam@example.com');
    const found = (await search(admin, 'sam')).json().data;
    expect(found.total).toBe(1);
  });
});

describe('opening a candidate', () => {
  it('gives the profile, the current resume, and each application with answers and history', async () => {
    const { id, position } = await samApplies();
    const response = await request(t.app, admin, { url: url(`/api/admin/candidates/${id}`) });
    expect(response.statusCode, response.body).toBe(200);
    const candidate = response.json().data;
    expect(candidate).toMatchObject({
      name: 'Sam Lee',
      email: 'sam@example.com',
      profile: { headline: 'Staff Robotics Engineer', skills: [{ name: 'Kubernetes' }] },
      currentResume: { fileName: 'sam-resume.txt', contentType: 'text/plain' },
    });
    const [application] = candidate.applications;
    expect(application).toMatchObject({
      positionId: position.id,
      positionTitle: 'Robot Whisperer',
      status: 'interviewing',
    });
    expect(application.history.map((event: { status: string }) => event.status)).toEqual([
      'submitted',
      'interviewing',
    ]);
    const answers = Object.fromEntries(
      application.answers.map((a: { label: string; value: unknown }) => [a.label, a.value]),
    );
    expect(answers).toMatchObject({
      'First name': 'Sam',
      Phone: '+1 512 555 0142',
      Resume: 'resume.txt',
      Skills: 'Robotics',
    });

    const file = await request(t.app, admin, { url: url(candidate.currentResume.downloadUrl) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/plain/);
    expect(file.headers['content-disposition']).toContain('sam-resume.txt');
    expect(file.body).toBe('Sam Lee. Ten years of robots.');
  });

  it('answers 404 for a candidate of another site, an employer user, and a stranger’s resume', async () => {
    const { id } = await samApplies();
    const elsewhere = await otherSiteCandidate('lee@example.com');
    const open = (candidate: number) =>
      request(t.app, admin, { url: url(`/api/admin/candidates/${candidate}`) });
    expect((await open(elsewhere.id)).statusCode).toBe(404);
    expect((await open(await candidateId('boss@example.com'))).statusCode).toBe(404);
    const resumeId = (await open(id)).json().data.currentResume.id;
    const kim = await signIn(t.app, 'kim@example.com');
    expect(kim).toBeDefined();
    const crossed = await request(t.app, admin, {
      url: url(`/api/admin/candidates/${await candidateId('kim@example.com')}/resumes/${resumeId}`),
    });
    expect(crossed.statusCode).toBe(404);
  });
});

describe('who may read candidates', () => {
  const calls = (id: number, resumeId: number) => [
    '/api/admin/candidates?q=sam',
    `/api/admin/candidates/${id}`,
    `/api/admin/candidates/${id}/resumes/${resumeId}`,
  ];

  it('lets an admin and a recruiter in, and refuses a theme designer and a candidate with 403', async () => {
    const { id, sam } = await samApplies();
    const resumeId = (
      await request(t.app, admin, { url: url(`/api/admin/candidates/${id}`) })
    ).json().data.currentResume.id;
    const recruiter = await employer('rita@example.com', 'recruiter');
    const designer = await employer('dana@example.com', 'theme_designer');
    for (const path of calls(id, resumeId)) {
      for (const allowed of [admin, recruiter])
        expect((await request(t.app, allowed, { url: url(path) })).statusCode, path).toBe(200);
      for (const refused of [designer, sam]) {
        const response = await request(t.app, refused, { url: url(path) });
        expect(response.statusCode, path).toBe(403);
      }
      const designerAnswer = await request(t.app, designer, { url: url(path) });
      expect(designerAnswer.json().message).toBe(PERMISSION_DENIED_MESSAGE);
    }
  });
});
