-- Saved searches with job alerts (issue 6: saved search and job alerts). New matching positions
-- since last_checked_at produce an email and an in-app notification; the token unsubscribes.
CREATE TABLE saved_searches (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  candidate_id integer NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
  name text NOT NULL,
  query text NOT NULL DEFAULT '',
  location text NOT NULL DEFAULT '',
  filters jsonb NOT NULL DEFAULT '{}'::jsonb,
  unsubscribe_token text NOT NULL UNIQUE,
  last_checked_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX saved_searches_candidate ON saved_searches (candidate_id, created_at DESC);
CREATE INDEX saved_searches_tenant ON saved_searches (tenant_id);
