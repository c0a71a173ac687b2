-- The "offer expiring within 48 hours" reminder is sent once per offer: the periodic job claims an
-- offer by setting reminded_at (UPDATE ... WHERE reminded_at IS NULL ... RETURNING), so several
-- nodes never notify twice.
ALTER TABLE offers ADD COLUMN reminded_at timestamptz;
CREATE INDEX offers_open_expiry ON offers (expires_at)
  WHERE status IN ('Extended', 'Contract Extended') AND expires_at IS NOT NULL;
