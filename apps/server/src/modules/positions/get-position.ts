import type { AdminPosition } from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import { notFound } from '../../http/app-error.ts';
import { readPositionsByIds } from './read-positions.ts';
import { toAdminPosition } from './to-admin-position.ts';

export const positionNotFound = (positionId: number) =>
  notFound(`There is no position ${positionId} on this site.`);

/** One of the tenant's positions, open or closed; another tenant's is as unknown as a missing one. */
export const getPosition = async (
  deps: Pick<AppDeps, 'db'>,
  tenantId: number,
  positionId: number,
): Promise<AdminPosition> => {
  const [position] = await readPositionsByIds(deps.db, [positionId]);
  if (!position || position.tenantId !== tenantId) throw positionNotFound(positionId);
  return toAdminPosition(position);
};
