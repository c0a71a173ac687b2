import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signIn } from '../../test/sign-in.ts';
import { HOUSEKEEPING_INTERVAL_MS, JOB_RUN_RETENTION_MS } from './housekeeping-job.ts';

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const count = async (table: 'sessions' | 'auth_codes' | 'rate_limit_counters' | 'job_runs') =>
  Number(
    (
      await t.app.deps.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the housekeeping job', () => {
  it('removes expired sessions, sign-in codes, rate-limit counters and old job records, and keeps live ones', async () => {
    expect(await t.app.deps.jobs.runDue()).toContain('housekeeping'); // records of a month ago
    await signIn(t.app, 'old@example.com'); // a session, a used code, rate-limit counters
    expect(await count('sessions')).toBe(1);
    expect(await count('auth_codes')).toBeGreaterThan(0);
    expect(await count('rate_limit_counters')).toBeGreaterThan(0);

    t.clock.advance(JOB_RUN_RETENTION_MS + DAY); // everything above has expired by now
    await signIn(t.app, 'new@example.com');
    const liveCodes = await t.app.deps.db
      .selectFrom('auth_codes')
      .select('email')
      .where('expires_at', '>', t.clock.now())
      .execute();

    expect(await t.app.deps.jobs.runDue()).toContain('housekeeping');
    const sessions = await t.app.deps.db
      .selectFrom('sessions')
      .innerJoin('candidates', 'candidates.id', 'sessions.candidate_id')
      .select('candidates.email')
      .execute();
    expect(sessions).toEqual([{ email: 'new@example.com' }]);
    expect(await t.app.deps.db.selectFrom('auth_codes').select('email').execute()).toEqual(
      liveCodes,
    );
    // the first runs (a month ago) are gone; this pass's runs are kept
    const kept = await t.app.deps.db.selectFrom('job_runs').select('started_at').execute();
    expect(kept.length).toBeGreaterThan(0);
    for (const run of kept) expect(run.started_at.getTime()).toBe(t.clock.now().getTime());
    const counters = await t.app.deps.db
      .selectFrom('rate_limit_counters')
      .select('expires_at')
      .execute();
    for (const counter of counters)
      expect(
        counter.expires_at === null ||
          counter.expires_at > new Date(t.clock.now().getTime() - 3_600_000),
      ).toBe(true);
  });

  it('removes files nothing names once a day old, and keeps every file a row, an answer or a configuration names', async () => {
    const { db, files } = t.app.deps;
    await signIn(t.app, 'ada@example.com');
    const ada = await db
      .selectFrom('candidates')
      .select(['id', 'tenant_id'])
      .where('email', '=', 'ada@example.com')
      .executeTakeFirstOrThrow();
    const store = (name: string) =>
      files.save({
        tenantId: ada.tenant_id,
        candidateId: ada.id,
        name,
        contentType: 'application/pdf',
        content: new TextEncoder().encode(name),
      });
    const [orphan, fresh, avatar, resume, answer, logo] = await Promise.all(
      ['orphan', 'fresh', 'avatar', 'resume', 'answer', 'logo'].map(store),
    );
    // The logo is named only by the address in the tenant's configuration.
    await sql`UPDATE tenants SET config = jsonb_set(config, '{branding,logoUrl}', ${JSON.stringify(
      `/api/pcsx/site_logo/${logo!.id}`,
    )}::jsonb) WHERE id = ${ada.tenant_id}`.execute(db);
    await db
      .updateTable('candidates')
      .set({ avatar_file_id: avatar!.id })
      .where('id', '=', ada.id)
      .execute();
    await db
      .insertInto('candidate_resumes')
      .values({
        tenant_id: ada.tenant_id,
        candidate_id: ada.id,
        file_id: resume!.id,
        file_name: 'cv.pdf',
        content_type: 'application/pdf',
        size: 6,
        parse_status: 'parsed',
        uploaded_at: t.clock.now(),
      })
      .execute();
    const form = await db
      .insertInto('forms')
      .values({
        tenant_id: ada.tenant_id,
        form_key: 'f',
        kind: 'application',
        title: 'F',
        definition: '{}',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('form_responses')
      .values({
        tenant_id: ada.tenant_id,
        candidate_id: ada.id,
        form_id: form.id,
        status: 'draft',
        answers: JSON.stringify({ cv: [{ name: 'cv.pdf', fileId: answer!.id }] }),
      })
      .execute();
    // Two days old by the job's clock, but the fresh upload from an hour ago.
    await db
      .updateTable('files')
      .set({ created_at: new Date(t.clock.now().getTime() - 2 * DAY) } as never)
      .execute();
    await db
      .updateTable('files')
      .set({ created_at: new Date(t.clock.now().getTime() - 3_600_000) } as never)
      .where('id', '=', fresh!.id)
      .execute();

    t.clock.advance(HOUSEKEEPING_INTERVAL_MS);
    expect(await t.app.deps.jobs.runDue()).toContain('housekeeping');
    const kept = await db.selectFrom('files').select('name').orderBy('name').execute();
    expect(kept.map((file) => file.name)).toEqual(['answer', 'avatar', 'fresh', 'logo', 'resume']);
    expect(orphan).toBeDefined();
  });

  it('runs once an hour', async () => {
    await t.app.deps.jobs.runDue();
    t.clock.advance(HOUSEKEEPING_INTERVAL_MS / 2);
    expect(await t.app.deps.jobs.runDue()).not.toContain('housekeeping');
    t.clock.advance(HOUSEKEEPING_INTERVAL_MS / 2);
    expect(await t.app.deps.jobs.runDue()).toContain('housekeeping');
  });
});
