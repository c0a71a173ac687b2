import { statusOfErrorCode, type JobCartOperation } from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import { AppError, badRequest } from '../../http/app-error.ts';

/**
 * Adds open positions of the tenant to the cart (up to its size) or removes any ids, including
 * ones no longer open. Adding an unknown, closed or foreign position is refused.
 */
export const updateJobCart = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: {
    tenantId: number;
    candidateId: number;
    positionIds: readonly number[];
    operation: JobCartOperation;
    maxItems: number;
  },
) => {
  const ids = [...new Set(input.positionIds)];
  if (input.operation === 'remove') {
    await deps.db
      .deleteFrom('job_cart_items')
      .where('candidate_id', '=', input.candidateId)
      .where('position_id', 'in', ids)
      .execute();
    return;
  }
  const open = await deps.db
    .selectFrom('positions')
    .select('id')
    .where('id', 'in', ids)
    .where('tenant_id', '=', input.tenantId)
    .where('status', '=', 'open')
    .execute();
  const openIds = new Set(open.map((row) => row.id));
  const refused = ids.filter((id) => !openIds.has(id));
  if (refused.length)
    throw badRequest(`These positions are not open on this site: ${refused.join(', ')}.`, {
      pids: 'Only open positions can be added.',
    });
  await deps.db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('job_cart_items')
      .select('position_id')
      .where('candidate_id', '=', input.candidateId)
      .forUpdate()
      .execute();
    const have = new Set(current.map((row) => row.position_id));
    const adding = ids.filter((id) => !have.has(id));
    if (have.size + adding.length > input.maxItems)
      throw new AppError(
        statusOfErrorCode('job_cart_full'),
        'job_cart_full',
        `The job cart holds at most ${String(input.maxItems)} positions.`,
      );
    if (!adding.length) return;
    await trx
      .insertInto('job_cart_items')
      .values(
        adding.map((id) => ({
          candidate_id: input.candidateId,
          position_id: id,
          created_at: deps.clock.now(),
        })),
      )
      .execute();
  });
};
