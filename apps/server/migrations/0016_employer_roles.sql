-- Employer roles (issue 18): an employer user of a tenant signs in with the same passwordless code
-- as a candidate; their role says what the employer API and console let them do (admin: everything,
-- users and API tokens; recruiter: the hiring work; theme designer: the theme builder). NULL: a
-- candidate, refused on every /api/admin/* call. Replaces the is_admin and is_theme_builder flags.
ALTER TABLE candidates ADD COLUMN employer_role text
  CHECK (employer_role IN ('admin', 'recruiter', 'theme_designer'));
UPDATE candidates SET employer_role = 'admin' WHERE is_admin;
UPDATE candidates SET employer_role = 'theme_designer' WHERE is_theme_builder AND employer_role IS NULL;
ALTER TABLE candidates DROP COLUMN is_admin;
ALTER TABLE candidates DROP COLUMN is_theme_builder;
CREATE INDEX candidates_employers ON candidates (tenant_id) WHERE employer_role IS NOT NULL;
