import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** Where a fault test's server keeps its data: the environment that points it there, and its removal. */
export type Target = { name: string; env: Record<string, string>; cleanUp: () => Promise<void> };

export const embeddedTarget = (): Target => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'careers-faults-'));
  return {
    name: 'PGlite',
    env: { DATA_DIR: dataDir },
    cleanUp: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
};

/** A database of its own on the server of `adminUrl`; `suffix` tells a run's several apart. */
export const postgresTarget = async (adminUrl: string, suffix = ''): Promise<Target> => {
  const name = `careers_faults_${process.pid}${suffix}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name: 'PostgreSQL',
    env: {
      DATABASE_URL: url.toString(),
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'careers-faults-pg-')),
    },
    cleanUp: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [name],
      );
      await client.query(`DROP DATABASE IF EXISTS ${name}`);
      await client.end();
    },
  };
};
