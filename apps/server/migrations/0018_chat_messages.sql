-- The chat assistant's conversations: each candidate's messages and the assistant's answers,
-- with the positions an answer showed. Kept 30 days (the housekeeping job removes older rows)
-- and deleted with the account.
CREATE TABLE chat_messages (
  id bigserial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  candidate_id integer NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('user', 'assistant')),
  content text NOT NULL,
  position_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  source text CHECK (source IN ('builtin', 'model')),
  created_at timestamptz NOT NULL
);
CREATE INDEX chat_messages_candidate ON chat_messages (candidate_id, created_at);
CREATE INDEX chat_messages_created ON chat_messages (created_at);
