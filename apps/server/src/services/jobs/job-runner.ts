import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../clock.ts';
import { claimJobRun, finishJobRun, type JobSlot } from './claim-job-run.ts';

export type JobDefinition = {
  /** Unique among jobs: the record of runs is kept by it. */
  name: string;
  /** The job runs once per slot of this length, on whichever node claims the slot first. */
  everyMs: number;
  run: (slot: JobSlot) => Promise<unknown>;
  /** Runs of one slot, counting the first (a failed run is retried at the next tick). */
  maxAttempts?: number;
  /** How long a run may take before another node may take its slot (its node is presumed dead). */
  leaseMs?: number;
};

export type JobRunner = {
  register: (job: JobDefinition) => void;
  /** Claims and runs every job whose slot is due and unclaimed; answers the names it ran. */
  runDue: () => Promise<string[]>;
  /** A pass at once, then one every tick, until stopped. */
  start: () => void;
  /** Stops ticking and waits for the pass under way. */
  stop: () => Promise<void>;
};

export const JOB_TICK_MS = 15_000;
const DEFAULT_LEASE_MS = 15 * 60_000;
const DEFAULT_ATTEMPTS = 3;

/**
 * The one runner of background jobs, on PostgreSQL and PGlite alike: periodic jobs whose every
 * slot runs on exactly one node, with retries and a record of runs in `job_runs`. pg-boss and
 * graphile-worker need PostgreSQL's server (their own schema, LISTEN, several connections), so
 * PGlite would need a second runner with other behaviour; the product's jobs are all periodic,
 * and a claimed row per slot gives them what those libraries would, with one code path.
 */
export const createJobRunner = (
  deps: { db: Kysely<Database>; clock: Clock; log: FastifyBaseLogger },
  options: { nodeId?: string; tickMs?: number } = {},
): JobRunner => {
  const nodeId = options.nodeId ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const tickMs = options.tickMs ?? JOB_TICK_MS;
  const jobs = new Map<string, JobDefinition>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<string[]> = Promise.resolve([]);

  const runJob = async (job: JobDefinition): Promise<boolean> => {
    const now = deps.clock.now();
    const slotAt = new Date(Math.floor(now.getTime() / job.everyMs) * job.everyMs);
    const id = await claimJobRun(deps.db, {
      jobName: job.name,
      slotAt,
      nodeId,
      now,
      leaseMs: job.leaseMs ?? DEFAULT_LEASE_MS,
      maxAttempts: job.maxAttempts ?? DEFAULT_ATTEMPTS,
    });
    if (id === null) return false;
    try {
      await job.run({ jobName: job.name, slotAt });
      await finishJobRun(deps.db, id, deps.clock.now());
    } catch (error) {
      deps.log.error({ err: error, job: job.name }, 'background job failed');
      await finishJobRun(deps.db, id, deps.clock.now(), error);
    }
    return true;
  };

  const pass = async () => {
    const ran: string[] = [];
    for (const job of jobs.values()) {
      if (stopped) break;
      try {
        if (await runJob(job)) ran.push(job.name);
      } catch (error) {
        // the claim itself failed (the database is away): the next tick tries again
        deps.log.warn({ err: error, job: job.name }, 'background job not claimed');
      }
    }
    return ran;
  };

  const runDue = () => {
    running = running.then(pass, pass);
    return running;
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void runDue().finally(schedule), tickMs);
    timer.unref();
  };

  return {
    register: (job) => {
      if (jobs.has(job.name)) throw new Error(`Job ${job.name} is registered twice`);
      jobs.set(job.name, job);
    },
    runDue,
    start: () => {
      stopped = false;
      void runDue().finally(schedule);
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running.catch(() => undefined);
    },
  };
};
