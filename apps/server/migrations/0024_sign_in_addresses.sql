-- Sign-in limits a stranger cannot turn against the owner of an email (issue 29).
--
-- A code's wrong guesses are counted in two parts: those from the address that asked for it
-- (`attempts`, the owner's as a rule) and those from every other address (`foreign_attempts`),
-- each up to 5. Strangers guessing from elsewhere can no longer lock the code its owner types
-- in, and one code still meets at most 10 guesses in all.
ALTER TABLE auth_codes ADD COLUMN foreign_attempts integer NOT NULL DEFAULT 0;

-- The addresses a candidate signed in from, and when last: a code asked for from one of them
-- does not count against the email's hourly ceiling that every other address shares, so a flood
-- of requests for someone's email from elsewhere does not keep them out. Kept 90 days after the
-- last sign-in (housekeeping), and removed with the candidate.
CREATE TABLE sign_in_addresses (
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  candidate_id integer NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
  ip text NOT NULL,
  last_signed_in_at timestamptz NOT NULL,
  PRIMARY KEY (candidate_id, ip)
);
CREATE INDEX sign_in_addresses_last ON sign_in_addresses (last_signed_in_at);
