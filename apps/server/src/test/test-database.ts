import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { migrate } from '../db/migrate.ts';
import { openDatabase, type DatabaseHandle } from '../db/open-database.ts';
import { openPgliteFromTemplate } from './pglite-template.ts';

/**
 * A fresh, migrated database for one test: in-memory PGlite (a copy of the template the global
 * setup migrated), or a schema of its own on the PostgreSQL server named by TEST_DATABASE_URL
 * (dropped on close), so both engines run one suite.
 */
export const openTestDatabase = async (): Promise<DatabaseHandle> => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const template = inject('pgliteTemplate');
    if (template) return openPgliteFromTemplate(template);
    const handle = await openDatabase({ kind: 'pglite' });
    await migrate(handle);
    return handle;
  }
  const schema = `test_${randomUUID().replaceAll('-', '')}`;
  const handle = await openDatabase({
    kind: 'postgres',
    url,
    schema,
    maxConnections: 4,
    applicationName: schema,
    onConnectionLost: () => undefined,
  });
  await migrate(handle);
  return {
    ...handle,
    close: async () => {
      await handle.exec(`DROP SCHEMA "${schema}" CASCADE`);
      await handle.close();
    },
  };
};
