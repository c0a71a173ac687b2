-- Job offers, their documents and the audit trail of every state change (issue 5, spec 000).
-- An offer is addressed by `enc_id` (random, unguessable) in every link and API path.
CREATE TABLE offers (
  id serial PRIMARY KEY,
  enc_id text NOT NULL UNIQUE,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  candidate_id integer NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
  position_id integer REFERENCES positions (id) ON DELETE SET NULL,
  position_name text NOT NULL,
  status text NOT NULL CHECK (status IN ('Extended', 'Declined', 'Accepted', 'Canceled',
    'Expired', 'Contract Extended', 'Contract Accepted')),
  expires_at timestamptz,
  is_ats boolean NOT NULL DEFAULT false,
  hide_offer_status boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX offers_candidate ON offers (tenant_id, candidate_id);

CREATE TABLE offer_documents (
  id serial PRIMARY KEY,
  offer_id integer NOT NULL REFERENCES offers (id) ON DELETE CASCADE,
  sort_order integer NOT NULL DEFAULT 0,
  name text NOT NULL,
  document_type text NOT NULL,
  status text NOT NULL CHECK (status IN ('Pending', 'Signed', 'Unsigned', 'Read Only', 'Revision')),
  -- how the candidate signs: hosted e-signature page, inline form, upload of a signed PDF, or not at all
  signing text NOT NULL CHECK (signing IN ('esign', 'form', 'upload', 'none')),
  under_revision boolean NOT NULL DEFAULT false,
  file_id uuid REFERENCES files (id) ON DELETE SET NULL,
  signed_file_id uuid REFERENCES files (id) ON DELETE SET NULL,
  -- set when a signature was captured and the signed PDF stored; esign_status then marks it Signed
  signature_captured_at timestamptz,
  esign_token text NOT NULL UNIQUE,
  updated_at timestamptz NOT NULL
);
CREATE INDEX offer_documents_offer ON offer_documents (offer_id, sort_order);

CREATE TABLE offer_audit_events (
  id bigserial PRIMARY KEY,
  offer_id integer NOT NULL REFERENCES offers (id) ON DELETE CASCADE,
  document_id integer REFERENCES offer_documents (id) ON DELETE SET NULL,
  action text NOT NULL,
  actor text NOT NULL,
  from_status text,
  to_status text,
  ip text,
  user_agent text,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL
);
CREATE INDEX offer_audit_events_offer ON offer_audit_events (offer_id, id);
