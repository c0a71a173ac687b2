-- The theme builder (issue 18): every publish of a tenant's theme is a new row, never an update,
-- so the history can be listed and any version brought back. The newest row is the theme in
-- force; every node reads it per page boot, so a publish takes effect everywhere at once.
CREATE TABLE theme_versions (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  version integer NOT NULL CHECK (version >= 1),
  -- { "default": { "<token>": "<value>" }, "pcsx": { ... } }, checked by the shared catalogue
  theme jsonb NOT NULL,
  published_by text NOT NULL,
  published_at timestamptz NOT NULL,
  reverted_from integer,
  UNIQUE (tenant_id, version)
);
