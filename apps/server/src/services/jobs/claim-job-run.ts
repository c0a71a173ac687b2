import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type JobSlot = { jobName: string; slotAt: Date };

export type ClaimInput = JobSlot & {
  nodeId: string;
  now: Date;
  leaseMs: number;
  maxAttempts: number;
};

/**
 * Takes a job's slot for this node, or answers null when another node has it. The first node to
 * look inserts the slot's row; later, a failed run or one whose node stopped renewing (its lease
 * lapsed) is taken again by one node, until the attempts are spent. Both statements decide in
 * one row write, so two nodes never both win: the insert by the unique slot, the update by the
 * row lock (PostgreSQL re-reads the row's status once it holds the lock).
 */
export const claimJobRun = async (
  db: Kysely<Database>,
  { jobName, slotAt, nodeId, now, leaseMs, maxAttempts }: ClaimInput,
): Promise<string | null> => {
  const leaseUntil = new Date(now.getTime() + leaseMs);
  const inserted = await db
    .insertInto('job_runs')
    .values({
      job_name: jobName,
      slot_at: slotAt,
      status: 'running',
      node_id: nodeId,
      started_at: now,
      lease_until: leaseUntil,
    })
    .onConflict((conflict) => conflict.columns(['job_name', 'slot_at']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return inserted.id;
  const retaken = await db
    .updateTable('job_runs')
    .set((eb) => ({
      status: 'running',
      node_id: nodeId,
      started_at: now,
      lease_until: leaseUntil,
      finished_at: null,
      attempts: eb('attempts', '+', 1),
    }))
    .where('job_name', '=', jobName)
    .where('slot_at', '=', slotAt)
    .where('attempts', '<', maxAttempts)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'failed'),
        eb.and([eb('status', '=', 'running'), eb('lease_until', '<', now)]),
      ]),
    )
    .returning('id')
    .executeTakeFirst();
  return retaken?.id ?? null;
};

export const finishJobRun = async (
  db: Kysely<Database>,
  id: string,
  now: Date,
  error?: unknown,
) => {
  await db
    .updateTable('job_runs')
    .set({
      status: error === undefined ? 'succeeded' : 'failed',
      finished_at: now,
      error: error === undefined ? null : String((error as Error).message ?? error).slice(0, 2000),
    })
    .where('id', '=', id)
    .execute();
};
