-- In-app notifications per candidate (spec 000 sections 3, 4 and 7). The message is rendered in
-- the asked language from message_key and message_params, unless messages holds literal text per
-- language. "Unviewed" is what the badge counts: the panel was not opened since it arrived.
CREATE TABLE notifications (
  id bigserial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  candidate_id integer NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
  notification_type text NOT NULL,
  message_key text NOT NULL,
  message_params jsonb NOT NULL DEFAULT '{}'::jsonb,
  messages jsonb,
  redirect_url text NOT NULL DEFAULT '',
  is_viewed boolean NOT NULL DEFAULT false,
  is_clicked boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL
);
CREATE INDEX notifications_candidate_time ON notifications (candidate_id, created_at DESC, id DESC);
-- The badge: one index-only count of a candidate's unviewed rows.
CREATE INDEX notifications_candidate_unviewed ON notifications (candidate_id) WHERE NOT is_viewed;
