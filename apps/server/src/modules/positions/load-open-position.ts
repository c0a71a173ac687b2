import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import { readPositionsByIds, type StoredPosition } from './read-positions.ts';

/**
 * An open position of the tenant. Another tenant's position is as unknown as a missing one; a
 * closed one says so.
 */
export const loadOpenPosition = async (
  db: Kysely<Database>,
  tenantId: number,
  positionId: number,
): Promise<StoredPosition> => {
  const [position] = await readPositionsByIds(db, [positionId]);
  if (!position || position.tenantId !== tenantId)
    throw notFound(`There is no position ${String(positionId)} on this site.`);
  if (position.status !== 'open')
    throw notFound(`Position ${String(positionId)} is no longer open.`);
  return position;
};
