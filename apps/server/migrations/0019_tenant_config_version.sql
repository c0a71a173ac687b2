-- Site settings in the employer console (issue 18): each save of a tenant's configuration bumps
-- its version. A save names the version it started from, so a stale one is refused (409) rather
-- than overwriting someone else's; and every node compares the versions on each request, so a
-- saved change is in force on all of them at once.
ALTER TABLE tenants ADD COLUMN config_version integer NOT NULL DEFAULT 1 CHECK (config_version >= 1);
