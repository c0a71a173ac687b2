-- Interviews and career events (issue 13). An interview has a time (`starts_at`) once the
-- employer set one or the candidate chose one of the slots offered; until then it is null.
CREATE TABLE interviews (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  candidate_id integer NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
  application_id integer REFERENCES applications (id) ON DELETE SET NULL,
  position_id integer REFERENCES positions (id) ON DELETE SET NULL,
  position_name text NOT NULL,
  stage text NOT NULL,
  starts_at timestamptz,
  duration_minutes integer NOT NULL CHECK (duration_minutes BETWEEN 5 AND 1440),
  -- the employer's IANA time zone, written into the calendar file
  time_zone text NOT NULL,
  location text,
  video_url text,
  interviewers jsonb NOT NULL DEFAULT '[]'::jsonb,
  instructions text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'cancelled', 'completed')),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX interviews_candidate ON interviews (tenant_id, candidate_id, starts_at);

-- Times the employer's interviewers are free. The same slot may be offered to several
-- candidates; the first to choose it books it: `booked_interview_id` is unique, so a slot is
-- taken once and an interview books one slot at most, whatever the race.
CREATE TABLE interview_slots (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  starts_at timestamptz NOT NULL,
  booked_interview_id integer UNIQUE REFERENCES interviews (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE interview_slot_offers (
  interview_id integer NOT NULL REFERENCES interviews (id) ON DELETE CASCADE,
  slot_id integer NOT NULL REFERENCES interview_slots (id) ON DELETE CASCADE,
  PRIMARY KEY (interview_id, slot_id)
);
CREATE INDEX interview_slot_offers_slot ON interview_slot_offers (slot_id);

CREATE TABLE events (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  kind text NOT NULL CHECK (kind IN ('fair', 'webinar', 'open_day')),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  time_zone text NOT NULL,
  location text,
  url text,
  -- null: no limit
  capacity integer CHECK (capacity > 0),
  -- kept with the registrations in one transaction, under the event row's lock; the check is
  -- the last guard against an over-full event
  registered_count integer NOT NULL DEFAULT 0
    CHECK (registered_count >= 0 AND (capacity IS NULL OR registered_count <= capacity)),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK (ends_at > starts_at)
);
CREATE INDEX events_tenant_time ON events (tenant_id, starts_at);

CREATE TABLE event_registrations (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  event_id integer NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  candidate_id integer NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('registered', 'cancelled')),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (event_id, candidate_id)
);
CREATE INDEX event_registrations_candidate ON event_registrations (candidate_id);
