import { RESUME_UPLOAD_FIELDS, type ResumeSuggestion } from '@careers/shared';
import { sql } from 'kysely';
import { afterEach, beforeEach, expect } from 'vitest';
import type { App } from '../../core/app.ts';
import { request, signIn, type Browser } from '../../test/sign-in.ts';
import { createTestApp, TEST_DOMAIN, type TestApp } from '../../test/test-app.ts';

const q = `?domain=${TEST_DOMAIN}`;

/** Every test of the file starts with a fresh app and Ada signed in (a new candidate). */
export const openEachTestWithAda = (
  take: (opened: { t: TestApp; ada: Browser }) => void,
  options: Parameters<typeof createTestApp>[0] = {},
) => {
  let t: TestApp | undefined;
  beforeEach(async () => {
    t = await createTestApp(options);
    take({ t, ada: await signIn(t.app, 'ada@example.com') });
  });
  afterEach(async () => {
    await t?.close();
  });
};

export const getProfile = (app: App, browser: Browser) =>
  request(app, browser, { url: `/api/pcsx/profile_details${q}` });

export const editProfile = (
  app: App,
  browser: Browser,
  body: { op_section: string; operation: string; op_data: { value?: unknown; index?: unknown } },
) => request(app, browser, { method: 'POST', url: `/api/pcsx/profile_edit${q}`, payload: body });

/** A multipart body as the web app sends a resume: name, data URL and domain as fields. */
export const resumeForm = (
  fields: { name: string; content: string }[],
  extra: Record<string, string> = {},
) => {
  const boundary = `----vitest${Math.random().toString(16).slice(2)}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const parts = fields.flatMap((file) => [
    field(RESUME_UPLOAD_FIELDS.fileName, file.name),
    field(RESUME_UPLOAD_FIELDS.content, file.content),
  ]);
  parts.push(field(RESUME_UPLOAD_FIELDS.domain, TEST_DOMAIN));
  for (const [name, value] of Object.entries(extra)) parts.push(field(name, value));
  return {
    payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

export const dataUrl = (type: string, bytes: Uint8Array | string) =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

export const uploadResume = (
  app: App,
  browser: Browser,
  file: { name: string; type: string; bytes: Uint8Array | string } | ReturnType<typeof resumeForm>,
) => {
  const body =
    'payload' in file
      ? file
      : resumeForm([{ name: file.name, content: dataUrl(file.type, file.bytes) }]);
  return request(app, browser, {
    method: 'POST',
    url: `/api/pcsx/upload_resume${q}`,
    payload: body.payload,
    headers: body.headers,
  });
};

/** Rows of a table that belong to the test's candidates: what a refused call must not add. */
export const countRows = async (app: App) => ({
  files: Number(
    (
      await app.deps.db
        .selectFrom('files')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
  resumes: Number(
    (
      await app.deps.db
        .selectFrom('candidate_resumes')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
});

/** A plain-text resume the parser reads whole: name, contact line, one job, two skills. */
export const TXT_RESUME = [
  'Ada Lovelace',
  'ada.lovelace@mail.example · +44 20 7946 0958 · London, United Kingdom',
  '',
  'Experience',
  'Analyst, Analytical Engines Ltd, 1842 – 1843',
  '',
  'Skills',
  'Mathematics, Python',
].join('\n');

export const reviewResume = (app: App, browser: Browser, body: Record<string, unknown>) =>
  request(app, browser, { method: 'POST', url: `/api/pcsx/resume_review${q}`, payload: body });

/** The profile a review answers with, the answer asserted to be a 200. */
export const reviewedProfile = async (
  app: App,
  browser: Browser,
  body: Record<string, unknown>,
) => {
  const response = await reviewResume(app, browser, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.profile;
};

/**
 * What an upload leaves in Ada's stored profile (names on the row, the rest in its document), for
 * the tests whose parse would have to be doubtful: the parser decides when it is, the merge's own
 * tests cover that step, and the other tests need no parse pool.
 */
export const storeUpload = async (
  app: App,
  stored: { names?: [string, string]; profile: Record<string, unknown> },
) => {
  const [first, last] = stored.names ?? [null, null];
  await app.deps.db
    .updateTable('candidates')
    .set({
      first_name: first,
      last_name: last,
      profile: sql`coalesce(profile, '{}'::jsonb) || ${JSON.stringify(stored.profile)}::jsonb`,
    })
    .where('email', '=', 'ada@example.com')
    .execute();
};

/** A name a sidebar's skill gave: what the parse is unsure of and offers as a suggestion. */
export const EPIC_EHR: ResumeSuggestion = { field: 'name', firstName: 'Epic', lastName: 'Ehr' };

export const storeSuggestions = (app: App, resumeSuggestions: ResumeSuggestion[]) =>
  storeUpload(app, { profile: { resumeSuggestions } });
