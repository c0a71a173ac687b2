import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { DatabaseHandle } from './open-database.ts';

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../migrations');

type MigrationFile = { name: string; sql: string };

const readMigrations = async (directory: string): Promise<MigrationFile[]> => {
  const names = (await fs.readdir(directory)).filter((name) => name.endsWith('.sql')).sort();
  return Promise.all(
    names.map(async (name) => ({
      name,
      sql: await fs.readFile(path.join(directory, name), 'utf8'),
    })),
  );
};

const appliedNames = async (handle: DatabaseHandle): Promise<Set<string>> => {
  const rows = await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(handle.db);
  return new Set(rows.rows.map((row) => row.name));
};

/**
 * Applies the committed SQL migrations in name order, each in its own transaction. Several nodes
 * may start at once: an advisory lock serialises them and a node that loses the race skips the
 * migration the winner applied.
 */
export const migrate = async (
  handle: DatabaseHandle,
  directory = MIGRATIONS_DIR,
): Promise<string[]> => {
  await handle.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied = await appliedNames(handle);
  const newlyApplied: string[] = [];
  for (const migration of await readMigrations(directory)) {
    if (applied.has(migration.name)) continue;
    const quotedName = migration.name.replaceAll("'", "''");
    try {
      await handle.exec(`BEGIN;
        SELECT pg_advisory_xact_lock(hashtext('careers-migrations'));
        ${migration.sql}
        ;INSERT INTO schema_migrations (name) VALUES ('${quotedName}');
        COMMIT;`);
      newlyApplied.push(migration.name);
    } catch (error) {
      await handle.exec('ROLLBACK').catch(() => undefined);
      if (!(await appliedNames(handle)).has(migration.name)) {
        throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`, {
          cause: error,
        });
      }
    }
  }
  return newlyApplied;
};
