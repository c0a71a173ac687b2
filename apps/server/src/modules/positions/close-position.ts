import type { AdminPosition } from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import { getPosition, positionNotFound } from './get-position.ts';
import type { PositionStatus } from './position-fields.ts';
import { writePositions } from './write-positions.ts';

type Deps = Pick<AppDeps, 'db' | 'database' | 'search' | 'clock'>;

/** Sets the status; setting the one it has already changes nothing (not even updatedAt). */
const setPositionStatus = async (
  deps: Deps,
  tenantId: number,
  positionId: number,
  status: PositionStatus,
): Promise<AdminPosition> => {
  await writePositions(deps, async (trx) => {
    const current = await trx
      .selectFrom('positions')
      .select('status')
      .where('id', '=', positionId)
      .where('tenant_id', '=', tenantId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw positionNotFound(positionId);
    if (current.status === status) return { ids: [], result: undefined };
    await trx
      .updateTable('positions')
      .set({ status, updated_at: deps.clock.now() })
      .where('id', '=', positionId)
      .execute();
    return { ids: [positionId], result: undefined };
  });
  return getPosition(deps, tenantId, positionId);
};

/** Takes a position off the site (out of search); it stays readable to the employer. */
export const closePosition = (deps: Deps, tenantId: number, positionId: number) =>
  setPositionStatus(deps, tenantId, positionId, 'closed');

/** Puts a closed position back on the site. */
export const reopenPosition = (deps: Deps, tenantId: number, positionId: number) =>
  setPositionStatus(deps, tenantId, positionId, 'open');
