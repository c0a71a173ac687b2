import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/open-database.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { createManualClock } from '../clock.ts';
import { createJobRunner, type JobDefinition } from './job-runner.ts';

const MINUTE = 60_000;
const silentLog = {
  error: () => undefined,
  warn: () => undefined,
} as unknown as Parameters<typeof createJobRunner>[0]['log'];

let database: DatabaseHandle;
let clock: ReturnType<typeof createManualClock>;
beforeEach(async () => {
  database = await openTestDatabase();
  clock = createManualClock('2026-03-02T10:00:30Z');
});
afterEach(async () => {
  await database.close();
});

/** A node of its own: a runner with its own id over the shared database. */
const node = (nodeId: string) =>
  createJobRunner({ db: database.db, clock, log: silentLog }, { nodeId });

/** A job that counts its runs, and fails while `failures` lasts. */
const countingJob = (overrides: Partial<JobDefinition> = {}) => {
  const state = { runs: 0, failures: 0 };
  const job: JobDefinition = {
    name: 'count',
    everyMs: MINUTE,
    run: async () => {
      state.runs += 1;
      await Promise.resolve();
      if (state.failures > 0) {
        state.failures -= 1;
        throw new Error('mail server away');
      }
    },
    ...overrides,
  };
  return { job, state };
};

const runs = () =>
  database.db.selectFrom('job_runs').selectAll().orderBy('slot_at').orderBy('id').execute();

describe('the job runner', () => {
  it('runs each slot once however many nodes look at once, and again in the next slot', async () => {
    const { job, state } = countingJob();
    const nodes = ['a', 'b', 'c'].map(node);
    for (const runner of nodes) runner.register(job);

    await Promise.all(nodes.map((runner) => runner.runDue()));
    await Promise.all(nodes.map((runner) => runner.runDue()));
    expect(state.runs).toBe(1);

    clock.advance(MINUTE);
    await Promise.all(nodes.map((runner) => runner.runDue()));
    expect(state.runs).toBe(2);
    expect((await runs()).map((run) => [run.slot_at.toISOString(), run.status])).toEqual([
      ['2026-03-02T10:00:00.000Z', 'succeeded'],
      ['2026-03-02T10:01:00.000Z', 'succeeded'],
    ]);
  });

  it('records a failure and retries the slot until its attempts are spent', async () => {
    const { job, state } = countingJob({ maxAttempts: 3 });
    state.failures = 5;
    const runner = node('a');
    runner.register(job);

    expect(await runner.runDue()).toEqual(['count']);
    expect(await runs()).toMatchObject([
      { status: 'failed', attempts: 1, error: 'mail server away' },
    ]);
    await runner.runDue();
    await runner.runDue();
    expect(await runner.runDue()).toEqual([]); // three attempts spent
    expect(state.runs).toBe(3);
    expect(await runs()).toMatchObject([{ status: 'failed', attempts: 3 }]);
  });

  it('a retry that succeeds clears the error', async () => {
    const { job, state } = countingJob();
    state.failures = 1;
    const runner = node('a');
    runner.register(job);
    await runner.runDue();
    await runner.runDue();
    expect(await runs()).toMatchObject([{ status: 'succeeded', attempts: 2, error: null }]);
  });

  it('takes over the slot of a node that died mid-run once its lease has lapsed, not before', async () => {
    const { job, state } = countingJob({ leaseMs: 10 * MINUTE, everyMs: 60 * MINUTE });
    // node a claimed the slot and died: its row stays running
    await database.db
      .insertInto('job_runs')
      .values({
        job_name: 'count',
        slot_at: new Date('2026-03-02T10:00:00Z'),
        status: 'running',
        node_id: 'a',
        started_at: clock.now(),
        lease_until: new Date(clock.now().getTime() + 10 * MINUTE),
      })
      .execute();
    const runner = node('b');
    runner.register(job);
    expect(await runner.runDue()).toEqual([]);
    clock.advance(11 * MINUTE);
    expect(await runner.runDue()).toEqual(['count']);
    expect(state.runs).toBe(1);
    expect(await runs()).toMatchObject([{ node_id: 'b', status: 'succeeded', attempts: 2 }]);
  });

  it('refuses two jobs of one name', () => {
    const runner = node('a');
    runner.register(countingJob().job);
    expect(() => runner.register(countingJob().job)).toThrow(/registered twice/);
  });

  it('stops: a stopped runner runs nothing more', async () => {
    const { job, state } = countingJob();
    const runner = node('a');
    runner.register(job);
    runner.start();
    await runner.stop();
    const before = state.runs;
    clock.advance(MINUTE);
    await runner.runDue();
    expect(state.runs).toBe(before);
  });
});
