import type pg from 'pg';

export const SCHEMA = 'bench_search';
export const TABLE = `${SCHEMA}.positions`;

/** A fresh schema: whatever an earlier, interrupted run left is dropped first. */
export const createTable = async (client: pg.Client) => {
  await client.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`);
  await client.query(`CREATE SCHEMA ${SCHEMA}`);
  await client.query(`
    CREATE TABLE ${TABLE} (
      id integer PRIMARY KEY,
      title text NOT NULL,
      skills text[] NOT NULL,
      department text NOT NULL,
      job_family text NOT NULL,
      employment_type text NOT NULL,
      countries text[] NOT NULL,
      is_remote boolean NOT NULL,
      posted_at timestamptz NOT NULL,
      description text NOT NULL,
      lat double precision,
      lng double precision,
      -- title A, skills B, department and job family C, description D
      search tsvector NOT NULL,
      -- location names, cities, regions and countries, for the location box
      places tsvector NOT NULL
    )`);
};

/** Indexes are made after the load: one build is much faster than a million updates. */
export const createIndexes = async (client: pg.Client) => {
  await client.query(`SET maintenance_work_mem = '512MB'`);
  const statements = [
    `CREATE INDEX ON ${TABLE} USING gin (search)`,
    `CREATE INDEX ON ${TABLE} USING gin (places)`,
    `CREATE INDEX ON ${TABLE} USING gin (countries)`,
    `CREATE INDEX ON ${TABLE} (department)`,
    `CREATE INDEX ON ${TABLE} (job_family)`,
    `CREATE INDEX ON ${TABLE} (employment_type)`,
    `CREATE INDEX ON ${TABLE} (is_remote)`,
    `CREATE INDEX ON ${TABLE} (posted_at)`,
    `CREATE INDEX ON ${TABLE} (lat, lng)`,
  ];
  for (const statement of statements) await client.query(statement);
  await client.query(`VACUUM ANALYZE ${TABLE}`);
};

export const dropSchema = async (client: pg.Client) => {
  await client.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`);
};
