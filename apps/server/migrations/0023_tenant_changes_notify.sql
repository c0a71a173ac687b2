-- Every write to the tenants table (a settings save, a theme, the seed, an edit by hand in SQL)
-- announces itself on the `tenant_changes` channel once the transaction commits, so each node
-- reloads its in-memory tenants when told instead of asking the database on every request. A
-- schema other than public (test runs sharing one PostgreSQL) gets a channel of its own, named as
-- the server's `channel()` names it.
CREATE FUNCTION notify_tenant_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(
    CASE WHEN TG_TABLE_SCHEMA = 'public' THEN 'tenant_changes'
         ELSE 'tenant_changes__' || TG_TABLE_SCHEMA END,
    '');
  RETURN NULL;
END;
$$;

CREATE TRIGGER tenants_notify_changes
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tenants
  FOR EACH STATEMENT EXECUTE FUNCTION notify_tenant_changes();
