-- Issue 13: every status change of an application with its time (the dashboard's timeline), and
-- referrals (a candidate refers a friend to a position; the friend's application made through
-- the referral link counts as referred).

CREATE TABLE application_status_events (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  application_id integer NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  status text NOT NULL
    CHECK (status IN ('submitted', 'in_review', 'interviewing', 'offered', 'hired', 'rejected', 'withdrawn')),
  -- who made the change: the candidate (submit, withdraw) or the employer
  actor text NOT NULL CHECK (actor IN ('candidate', 'employer')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX application_status_events_application
  ON application_status_events (application_id, created_at, id);

-- Applications sent before the history existed start with their submission, then their status.
INSERT INTO application_status_events (tenant_id, application_id, status, actor, created_at)
  SELECT tenant_id, id, 'submitted', 'candidate', created_at FROM applications;
INSERT INTO application_status_events (tenant_id, application_id, status, actor, created_at)
  SELECT tenant_id, id, status, 'employer', updated_at FROM applications WHERE status <> 'submitted';

CREATE TABLE referrals (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  referrer_id integer NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
  position_id integer NOT NULL REFERENCES positions (id) ON DELETE CASCADE,
  friend_name text NOT NULL,
  friend_email text NOT NULL,
  note text NOT NULL DEFAULT '',
  -- the referral_token of the friend's link: random, unguessable
  token text NOT NULL UNIQUE,
  -- the friend's application made through the link
  application_id integer REFERENCES applications (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (referrer_id, position_id, friend_email)
);
CREATE INDEX referrals_referrer ON referrals (referrer_id, created_at DESC);
