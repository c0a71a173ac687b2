-- Settings and the account (issue 13): a candidate's interface language, time zone and
-- notification preferences; pausing a job alert; onboarding tasks after an accepted offer; and
-- what an employer keeps, anonymised, of a deleted account.

-- null: not chosen (the page, the site and the browser decide)
ALTER TABLE candidates ADD COLUMN interface_language text;
ALTER TABLE candidates ADD COLUMN time_zone text;
-- { "<notification type>": { "email": bool, "inApp": bool } }; a missing type means both on
ALTER TABLE candidates ADD COLUMN notification_preferences jsonb NOT NULL DEFAULT '{}'::jsonb;

-- A paused job alert is skipped by the alert job until it is resumed.
ALTER TABLE saved_searches ADD COLUMN paused_at timestamptz;

CREATE TABLE onboarding_tasks (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  candidate_id integer NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
  offer_id integer NOT NULL REFERENCES offers (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('form', 'document', 'plain')),
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  due_at timestamptz,
  -- kind 'form': the form assigned to the candidate; its assignment's status is the task's
  form_id integer REFERENCES forms (id) ON DELETE CASCADE,
  -- kind 'document': the offer document to sign; signed means done
  offer_document_id integer REFERENCES offer_documents (id) ON DELETE CASCADE,
  -- kind 'plain': set when the candidate marks it done
  completed_at timestamptz,
  created_at timestamptz NOT NULL,
  CHECK (kind <> 'form' OR form_id IS NOT NULL),
  CHECK (kind <> 'document' OR offer_document_id IS NOT NULL)
);
CREATE INDEX onboarding_tasks_candidate ON onboarding_tasks (candidate_id, due_at, id);

-- What the employer must keep of a deleted account (records of hiring decisions, which labour
-- and tax law ask employers to retain): one row per application and per accepted offer, with
-- the position, the outcome and the dates only. No name, email, answers, files or addresses.
CREATE TABLE anonymised_records (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('application', 'offer')),
  position_id integer REFERENCES positions (id) ON DELETE SET NULL,
  position_name text NOT NULL,
  status text NOT NULL,
  started_at timestamptz NOT NULL,
  decided_at timestamptz,
  anonymised_at timestamptz NOT NULL
);
CREATE INDEX anonymised_records_tenant ON anonymised_records (tenant_id, anonymised_at);
