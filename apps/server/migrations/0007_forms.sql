-- Forms built with the form toolkit: definitions per tenant, assignments to candidates (the
-- forms centre), answers (drafts and submissions), and the applications the apply flow creates.

CREATE TABLE forms (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  form_key text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('questionnaire', 'onboarding', 'application')),
  title text NOT NULL,
  -- a FormDefinition (packages/shared/src/forms), checked by its zod schema before it is stored
  definition jsonb NOT NULL,
  -- a public form can be opened and answered by a visitor (the showcase)
  is_public boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, form_key)
);

CREATE TABLE form_assignments (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  candidate_id integer NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
  form_id integer NOT NULL REFERENCES forms (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'in_progress', 'completed')),
  due_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (candidate_id, form_id)
);

CREATE TABLE form_responses (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  -- null for a visitor's submission of a public form or a signed-out application
  candidate_id integer REFERENCES candidates (id) ON DELETE CASCADE,
  form_id integer NOT NULL REFERENCES forms (id) ON DELETE CASCADE,
  -- set for application answers: one draft per candidate and position
  position_id integer REFERENCES positions (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('draft', 'submitted')),
  -- answers by field name; uploaded files keep a `fileId` into files instead of their content
  answers jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  submitted_at timestamptz
);
CREATE UNIQUE INDEX form_responses_one_draft
  ON form_responses (candidate_id, form_id, coalesce(position_id, 0))
  WHERE status = 'draft';
CREATE INDEX form_responses_candidate ON form_responses (candidate_id, status);

CREATE TABLE applications (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  candidate_id integer REFERENCES candidates (id) ON DELETE CASCADE,
  -- a signed-out applicant's address
  email text,
  position_id integer NOT NULL REFERENCES positions (id) ON DELETE CASCADE,
  form_response_id integer NOT NULL REFERENCES form_responses (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'submitted'
    CHECK (status IN ('submitted', 'in_review', 'interviewing', 'offered', 'hired', 'rejected', 'withdrawn')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (candidate_id IS NOT NULL OR email IS NOT NULL)
);
CREATE UNIQUE INDEX applications_one_per_position
  ON applications (candidate_id, position_id) WHERE candidate_id IS NOT NULL;
CREATE INDEX applications_candidate ON applications (candidate_id, created_at DESC);
