-- Analytics events posted to /vslog (page loads, render crashes, timings), per tenant.
CREATE TABLE analytics_events (
  id bigserial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  candidate_id integer REFERENCES candidates (id) ON DELETE SET NULL,
  event text NOT NULL,
  namespace text NOT NULL,
  position_id integer,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL
);
CREATE INDEX analytics_events_tenant_time ON analytics_events (tenant_id, created_at);
