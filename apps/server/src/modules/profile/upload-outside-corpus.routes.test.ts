import fs from 'node:fs';
import path from 'node:path';
import { RESUME_UPLOAD_FIELDS } from '@careers/shared';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readOutsideCorpus } from '../../../../../bench/resume/outside-corpus.ts';
import { multipart } from '../../test/multipart-body.ts';
import { request, signIn } from '../../test/sign-in.ts';
import { createTestApp, TEST_DOMAIN, type TestApp } from '../../test/test-app.ts';
import { getProfile, uploadResume } from './profile-test-kit.ts';

// Every resume of the outside corpus (bench/resume/corpus, the one `npm run bench:resume` counts)
// uploads through POST /api/pcsx/upload_resume with 2xx, a new candidate for each, whatever the
// parser makes of it. The suite runs on PGlite, and again on PostgreSQL when TEST_DATABASE_URL
// is set (`npm test` does both). Each file goes through both transports on each database: the
// 432 uploads (216 files) took 176 s on PGlite on 2 cores shared with other work (300 took 45 s
// on a quiet machine), so they are not split between the databases.

type Transport = 'data URL' | 'file part';

const bodyOf = (transport: Transport, file: { name: string; type: string; bytes: Uint8Array }) =>
  transport === 'data URL'
    ? file
    : multipart([
        {
          field: RESUME_UPLOAD_FIELDS.content,
          name: file.name,
          type: file.type,
          content: file.bytes,
        },
      ]);

/** The sign-in and upload limits count per address over a quarter of an hour at most. */
const PAST_THE_RATE_LIMITS_MS = 16 * 60 * 1000;

const uploads = readOutsideCorpus().flatMap((file, index) =>
  (['data URL', 'file part'] as const).map((transport) => ({ ...file, index, transport })),
);

describe('POST /api/pcsx/upload_resume with every resume of the outside corpus', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  test('the corpus is there, every layout family of it', () => {
    expect(uploads.length).toBeGreaterThanOrEqual(2 * 216);
    expect(new Set(uploads.map((upload) => upload.truth.family))).toEqual(
      new Set(['hand', 'latex', 'office', 'text', 'theme']),
    );
  });

  const uploadsWithSuccess = async ({
    id,
    index,
    filePath,
    contentType,
    transport,
  }: (typeof uploads)[number]) => {
    t.clock.advance(PAST_THE_RATE_LIMITS_MS);
    const email = `corpus-${index}-${transport.replace(' ', '-').toLowerCase()}@example.com`;
    const candidate = await signIn(t.app, email);
    const file = {
      name: path.basename(filePath),
      type: contentType,
      bytes: fs.readFileSync(filePath),
    };

    const response = await uploadResume(t.app, candidate, bodyOf(transport, file));
    expect(response.statusCode, `${id}: ${response.body}`).toBeGreaterThanOrEqual(200);
    expect(response.statusCode, `${id}: ${response.body}`).toBeLessThan(300);

    const stored = await t.app.deps.db
      .selectFrom('candidates')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain('\\u0000');
    const profile = await getProfile(t.app, candidate);
    expect(profile.statusCode).toBe(200);
    expect(profile.body).not.toContain('\\u0000');

    const { resumes } = response.json().data.candidate;
    expect(resumes).toEqual([
      expect.objectContaining({ fileName: file.name, size: file.bytes.length, isCurrent: true }),
    ]);
    const download = await request(t.app, candidate, {
      url: `${resumes[0].downloadUrl}?domain=${TEST_DOMAIN}`,
    });
    expect(download.statusCode).toBe(200);
    expect(Buffer.compare(download.rawPayload, file.bytes)).toBe(0);
  };

  test.each(uploads)('$id as a $transport', uploadsWithSuccess);

  // Windows-1252 (Notepad's "ANSI") and UTF-16 LE with a byte order mark (Notepad's "Unicode")
  test.each([
    ['text/fr-comptable.txt', 'Lacroix Électronique SAS'],
    ['text/en-gb-care-assistant.txt', 'Aspen Court Care Home'],
  ])('%s is read in the encoding it was saved in', async (id, company) => {
    const upload = uploads.find((each) => each.id === id)!;
    t.clock.advance(PAST_THE_RATE_LIMITS_MS);
    const candidate = await signIn(t.app, `encoding-${upload.index}@example.com`);
    const response = await uploadResume(t.app, candidate, {
      name: path.basename(upload.filePath),
      type: upload.contentType,
      bytes: fs.readFileSync(upload.filePath),
    });
    expect(response.statusCode, response.body).toBe(200);
    const profile = await getProfile(t.app, candidate);
    expect(profile.body).toContain(company);
    // what the bytes read in the wrong encoding would show: é as Ã© or \ufffd
    expect(profile.body).not.toMatch(/\ufffd|Ã|Â/);
  });
});
