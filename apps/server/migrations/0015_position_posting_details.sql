-- What a job posting needs besides its text (issue 15): the employer's requisition id, where the
-- work happens (on-site, hybrid or remote, and for remote work the countries or regions its
-- applicants may live in), and each location's street address and postal code. Salary range and
-- period, region and closing date were already stored. `is_remote` stays, always equal to
-- workplace_type = 'remote', because the search index, saved positions and the job cart read it.
ALTER TABLE positions ADD COLUMN display_job_id text;
ALTER TABLE positions ADD COLUMN workplace_type text NOT NULL DEFAULT 'onsite'
  CHECK (workplace_type IN ('onsite', 'hybrid', 'remote'));
ALTER TABLE positions ADD COLUMN remote_locations text[] NOT NULL DEFAULT '{}';
UPDATE positions SET workplace_type = 'remote' WHERE is_remote;
ALTER TABLE positions ADD CONSTRAINT positions_remote_is_workplace
  CHECK (is_remote = (workplace_type = 'remote'));
CREATE INDEX positions_tenant_display_job_id ON positions (tenant_id, display_job_id)
  WHERE display_job_id IS NOT NULL;

ALTER TABLE position_locations ADD COLUMN street_address text;
ALTER TABLE position_locations ADD COLUMN postal_code text;
