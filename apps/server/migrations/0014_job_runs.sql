-- Background jobs (services/jobs): a periodic job runs once per time slot across every node. The
-- node that inserts the slot's row runs it; a failed run, or one whose node died (its lease
-- lapsed), is taken again by the next node that looks, up to the job's attempts. The rows are
-- the record of runs, kept for 30 days.
CREATE TABLE job_runs (
  id bigserial PRIMARY KEY,
  job_name text NOT NULL,
  slot_at timestamptz NOT NULL,
  status text NOT NULL CHECK (status IN ('running', 'succeeded', 'failed')),
  attempts integer NOT NULL DEFAULT 1,
  node_id text NOT NULL,
  started_at timestamptz NOT NULL,
  lease_until timestamptz NOT NULL,
  finished_at timestamptz,
  error text,
  UNIQUE (job_name, slot_at)
);
CREATE INDEX job_runs_started ON job_runs (started_at);
