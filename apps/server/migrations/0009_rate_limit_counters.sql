-- Rate limits are counted by rate-limiter-flexible over the database (services/rate-limits): one
-- row per counted key, with the points used and when they expire, as its SQL stores keep them.
-- The fixed-window counters it replaces are dropped: they only ever held minutes of history.
DROP TABLE rate_limits;
CREATE TABLE rate_limit_counters (
  key text PRIMARY KEY,
  points integer NOT NULL,
  expires_at timestamptz
);
CREATE INDEX rate_limit_counters_expiry ON rate_limit_counters (expires_at);

-- A new sign-in code replaces only the pending codes asked for from the same address, so a
-- stranger asking for codes for someone's email never cancels the code its owner is about to use.
ALTER TABLE auth_codes ADD COLUMN requested_ip text;
