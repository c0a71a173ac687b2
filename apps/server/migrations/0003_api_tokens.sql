-- API tokens for the employer API (/api/admin/*): an ATS or script authenticates with
-- `Authorization: Bearer <token>`. Only the SHA-256 of the token is kept, so a leaked table does not
-- leak live tokens.
CREATE TABLE api_tokens (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  name text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX api_tokens_tenant ON api_tokens (tenant_id);
