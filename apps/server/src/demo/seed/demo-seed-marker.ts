import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

const KEY = 'demo_seed';

/**
 * Where the first start's demo seed is: under way at a step (since a time), or complete. Kept in
 * `settings`, so a start that finds it under way knows the process died mid-seed.
 */
export type DemoSeedMarker =
  | { state: 'seeding'; step: string; startedAt: string }
  | { state: 'complete'; completedAt: string };

export const readDemoSeedMarker = async (
  db: Kysely<Database>,
): Promise<DemoSeedMarker | undefined> => {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', KEY)
    .executeTakeFirst();
  return row ? (JSON.parse(row.value) as DemoSeedMarker) : undefined;
};

export const writeDemoSeedMarker = async (db: Kysely<Database>, marker: DemoSeedMarker) => {
  const value = JSON.stringify(marker);
  await db
    .insertInto('settings')
    .values({ key: KEY, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
};
