import { statusOfErrorCode } from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import { AppError, notFound } from '../../http/app-error.ts';

/** A position of the tenant that still takes applications: 404 if unknown, 409 once closed. */
export const findOpenPosition = async (
  deps: Pick<AppDeps, 'db'>,
  tenantId: number,
  positionId: number,
) => {
  const position = await deps.db
    .selectFrom('positions')
    .select(['id', 'title', 'status'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', positionId)
    .executeTakeFirst();
  if (!position) throw notFound(`There is no position ${positionId}.`);
  if (position.status !== 'open')
    throw new AppError(
      statusOfErrorCode('position_closed'),
      'position_closed',
      `${position.title} is closed and no longer takes applications.`,
    );
  return { id: position.id, name: position.title };
};
