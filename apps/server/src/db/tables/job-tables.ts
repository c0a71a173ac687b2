import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export type JobRunStatus = 'running' | 'succeeded' | 'failed';

/** Kysely type of migrations/0014_job_runs.sql; joined into `Database` in db/schema.ts. */
export type JobRunsTable = {
  /** bigserial: Kysely reads it as text. */
  id: Generated<string>;
  job_name: string;
  slot_at: Timestamp;
  status: JobRunStatus;
  attempts: Generated<number>;
  node_id: string;
  started_at: Timestamp;
  lease_until: Timestamp;
  finished_at: Timestamp | null;
  error: string | null;
};

export type JobTables = { job_runs: JobRunsTable };
