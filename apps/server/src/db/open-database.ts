import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import {
  listenWithPglite,
  listenWithPostgres,
  type NotificationHandlers,
  type Unlisten,
} from './notifications.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import type { Database } from './schema.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Runs SQL text that may hold several statements (migrations). */
  exec: (sql: string) => Promise<void>;
  /**
   * The name of a notification channel in this database: test runs that share a PostgreSQL
   * server in schemas of their own get channels of their own.
   */
  channel: (name: string) => string;
  /** LISTEN on a channel (from `channel()`); NOTIFY is sent with `pg_notify` in SQL. */
  listen: (channel: string, handlers: NotificationHandlers) => Promise<Unlisten>;
  close: () => Promise<void>;
};

// node-postgres returns int8 (counts, sums) as strings; our counts fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export type DatabaseOptions =
  /** PGlite files under `dataDir`, or in memory when `dataDir` is omitted. */
  | { kind: 'pglite'; dataDir?: string }
  /** A PostgreSQL server; `schema` isolates a test run in its own schema. */
  | {
      kind: 'postgres';
      url: string;
      schema?: string;
      maxConnections?: number;
      /** Names this handle's connections in pg_stat_activity (tests find their own by it). */
      applicationName?: string;
      /** Told of a pooled connection that was lost, idle or in use (the pool replaces it). */
      onConnectionLost?: (error: Error) => void;
    };

/** The handle around an open PGlite (also used by tests that load a prepared data directory). */
export const pgliteHandle = (pglite: PGlite): DatabaseHandle => ({
  db: new Kysely<Database>({ dialect: new PGliteDialect(pglite) }),
  kind: 'pglite',
  exec: async (sql) => {
    await pglite.exec(sql);
  },
  channel: (name) => name,
  listen: (channel, handlers) => listenWithPglite(pglite, channel, handlers),
  close: () => pglite.close(),
});

export const openDatabase = async (options: DatabaseOptions): Promise<DatabaseHandle> => {
  if (options.kind === 'pglite') {
    if (options.dataDir) await fs.mkdir(path.dirname(options.dataDir), { recursive: true });
    return pgliteHandle(await PGlite.create(options.dataDir ?? 'memory://'));
  }
  const searchPath = options.schema ? `-c search_path=${options.schema}` : undefined;
  if (options.schema) {
    const admin = new pg.Client({ connectionString: options.url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA IF NOT EXISTS "${options.schema}"`);
    await admin.end();
  }
  const connection: pg.ClientConfig = {
    connectionString: options.url,
    ...(searchPath && { options: searchPath }),
    ...(options.applicationName && { application_name: options.applicationName }),
  };
  const pool = new pg.Pool({ ...connection, max: options.maxConnections ?? 10 });
  const reportLost =
    options.onConnectionLost ??
    ((failure: Error) => console.warn('database connection lost:', failure.message));
  // A terminated backend or a server restart makes a client emit 'error'; without a listener that
  // would end the process. An idle client's reaches the pool, which drops it. A client checked out
  // between two queries (a transaction under way) has only its own: its next query fails with a
  // connection error (503) and the pool drops it on release. Either way the pool connects anew
  // on the next query, so the server answers again as soon as the database does.
  pool.on('error', reportLost);
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      // while idle the pool's own listener is there too, and reports it
      if (client.listenerCount('error') === 1) reportLost(error);
    });
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    exec: async (sql) => {
      await pool.query(sql);
    },
    // as the tenants trigger names it (migration 0023): public keeps the bare name
    channel: (name) =>
      options.schema && options.schema !== 'public' ? `${name}__${options.schema}` : name,
    listen: (channel, handlers) => listenWithPostgres(connection, channel, handlers),
    close: () => db.destroy(),
  };
};
