-- Saved positions and the job cart of a candidate (spec 001 sections 3, 4 and 7). A candidate
-- belongs to one tenant, so a row's tenant is its candidate's; positions of other tenants are
-- refused before a row is written.
CREATE TABLE saved_positions (
  candidate_id integer NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
  position_id integer NOT NULL REFERENCES positions (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (candidate_id, position_id)
);
CREATE INDEX saved_positions_candidate_time ON saved_positions (candidate_id, created_at DESC);

CREATE TABLE job_cart_items (
  candidate_id integer NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
  position_id integer NOT NULL REFERENCES positions (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (candidate_id, position_id)
);
