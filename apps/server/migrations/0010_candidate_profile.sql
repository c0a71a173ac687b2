-- The candidate's profile (issue 12). Names stay on the candidate row (sign-in, signing and the
-- session read them); the sections live in candidates.profile; the photo and each uploaded
-- resume are files in the file store.
ALTER TABLE candidates ADD COLUMN preferred_name text;
ALTER TABLE candidates
  ADD COLUMN avatar_file_id uuid REFERENCES files (id) ON DELETE SET NULL;

CREATE TABLE candidate_resumes (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  candidate_id integer NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
  file_id uuid NOT NULL REFERENCES files (id) ON DELETE CASCADE,
  file_name text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL CHECK (size > 0),
  is_current boolean NOT NULL DEFAULT false,
  -- parsed: fields were read; nothing_found: text read, no field found; unreadable: an image or a
  -- file whose text could not be read. The file is kept in every case.
  parse_status text NOT NULL CHECK (parse_status IN ('parsed', 'nothing_found', 'unreadable')),
  uploaded_at timestamptz NOT NULL
);
CREATE INDEX candidate_resumes_candidate ON candidate_resumes (candidate_id, uploaded_at DESC);
-- One current resume per candidate: a second one marked current fails instead of silently winning.
CREATE UNIQUE INDEX candidate_resumes_one_current ON candidate_resumes (candidate_id) WHERE is_current;
