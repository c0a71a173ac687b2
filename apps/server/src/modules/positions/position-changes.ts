import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';

/** NOTIFY channel of position writes; every node's search index listens to it. */
export const POSITION_CHANGES_CHANNEL = 'position_changes';

const payloadSchema = z.union([
  z.object({ node: z.string(), ids: z.array(z.number().int().positive()) }),
  /** After a bulk replacement (npm run seed): every node rebuilds its indexes. */
  z.object({ node: z.string(), rebuild: z.literal(true) }),
]);
export type PositionChanges = z.infer<typeof payloadSchema>;

/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more: ids go in chunks well below. */
const IDS_PER_NOTIFICATION = 500;

/**
 * Announces changed positions to every node. Sent inside the writing transaction, so the
 * notification goes out on commit and never for a write that was rolled back.
 */
export const notifyPositionChanges = async (
  executor: Kysely<Database>,
  channel: string,
  node: string,
  ids: readonly number[],
) => {
  for (let offset = 0; offset < ids.length; offset += IDS_PER_NOTIFICATION) {
    const payload = JSON.stringify({ node, ids: ids.slice(offset, offset + IDS_PER_NOTIFICATION) });
    await sql`SELECT pg_notify(${channel}, ${payload})`.execute(executor);
  }
};

export const notifyRebuild = async (executor: Kysely<Database>, channel: string, node: string) => {
  await sql`SELECT pg_notify(${channel}, ${JSON.stringify({ node, rebuild: true })})`.execute(
    executor,
  );
};

export const parsePositionChanges = (payload: string): PositionChanges | null => {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};
