-- Platform foundation: tenants, candidates, sessions, sign-in codes, positions, files, outbox.

CREATE TABLE settings (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE tenants (
  id serial PRIMARY KEY,
  domain text NOT NULL UNIQUE,
  name text NOT NULL,
  config jsonb NOT NULL DEFAULT '{}'::jsonb,
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX tenants_one_default ON tenants (is_default) WHERE is_default;

CREATE TABLE candidates (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  email text NOT NULL CHECK (email = lower(email)),
  first_name text,
  last_name text,
  -- headline, phone, location, skills, experience, education, preferences
  profile jsonb NOT NULL DEFAULT '{}'::jsonb,
  is_admin boolean NOT NULL DEFAULT false,
  is_theme_builder boolean NOT NULL DEFAULT false,
  is_onboarded boolean NOT NULL DEFAULT false,
  is_bootstrapped boolean NOT NULL DEFAULT false,
  tos_attested_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, email)
);

CREATE TABLE sessions (
  -- SHA-256 of the cookie's secret, so a leaked table does not leak live sessions
  id text PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  candidate_id integer NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  ip text,
  user_agent text
);
CREATE INDEX sessions_candidate ON sessions (candidate_id);
CREATE INDEX sessions_expires ON sessions (expires_at);

CREATE TABLE auth_codes (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  email text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz
);
CREATE INDEX auth_codes_lookup ON auth_codes (tenant_id, email, created_at DESC);

-- Fixed-window counters for rate limits that must hold across nodes (sign-in by email and by IP).
CREATE TABLE rate_limits (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (key, window_start)
);

CREATE TABLE positions (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  title text NOT NULL,
  description text NOT NULL,
  department text NOT NULL,
  job_family text NOT NULL,
  employment_type text NOT NULL
    CHECK (employment_type IN ('full_time', 'part_time', 'contract', 'internship', 'temporary')),
  is_remote boolean NOT NULL DEFAULT false,
  posted_at timestamptz NOT NULL,
  closes_at timestamptz,
  salary_min integer,
  salary_max integer,
  salary_currency text,
  salary_period text CHECK (salary_period IN ('year', 'month', 'hour')),
  skills text[] NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (salary_min IS NULL OR salary_max IS NULL OR salary_min <= salary_max)
);
CREATE INDEX positions_tenant_status ON positions (tenant_id, status);

CREATE TABLE position_locations (
  id serial PRIMARY KEY,
  position_id integer NOT NULL REFERENCES positions (id) ON DELETE CASCADE,
  sort_order integer NOT NULL DEFAULT 0,
  display_name text NOT NULL,
  city text,
  region text,
  country text,
  country_code text,
  latitude double precision CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision CHECK (longitude BETWEEN -180 AND 180)
);
CREATE INDEX position_locations_position ON position_locations (position_id);

CREATE TABLE files (
  id uuid PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  candidate_id integer REFERENCES candidates (id) ON DELETE SET NULL,
  name text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL CHECK (size >= 0),
  sha256 text NOT NULL,
  -- the database file store keeps the bytes here; other stores keep a key
  content bytea,
  storage_key text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE outbox_mail (
  id serial PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  created_at timestamptz NOT NULL
);
