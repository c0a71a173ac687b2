import type { Kysely, Transaction } from 'kysely';
import type { AppDeps } from '../../core/app-deps.ts';
import type { Database } from '../../db/schema.ts';
import { POSITION_CHANGES_CHANNEL, notifyPositionChanges } from './position-changes.ts';

export type PositionWrite<T> = (
  trx: Transaction<Database>,
) => Promise<{ ids: number[]; result: T }>;

/**
 * The one way positions are written. The write runs in a transaction that also announces the
 * changed ids to other nodes (NOTIFY, sent on commit); after the commit this node's search index
 * takes the change before the caller answers, so the next request already finds it.
 */
export const writePositions = async <T>(
  deps: Pick<AppDeps, 'db' | 'search' | 'database'>,
  write: PositionWrite<T>,
): Promise<T> => {
  const { ids, result } = await deps.db.transaction().execute(async (trx) => {
    const outcome = await write(trx);
    await notifyPositionChanges(
      trx as Kysely<Database>,
      deps.database.channel(POSITION_CHANGES_CHANNEL),
      deps.search.nodeId,
      outcome.ids,
    );
    return outcome;
  });
  await deps.search.applyChanges(ids);
  return result;
};
