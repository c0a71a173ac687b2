import type { AdminPosition, ParsedPositionInput } from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import type { TenantContext } from '../../services/tenants/tenant-registry.ts';
import { conflict } from '../../http/app-error.ts';
import { getPosition, positionNotFound } from './get-position.ts';
import { replacePositionRow } from './position-rows.ts';
import { postingLanguageOf } from './posting-language.ts';
import { draftOrThrow, preparePosition } from './prepare-position.ts';
import { writePositions } from './write-positions.ts';

type Deps = Pick<AppDeps, 'db' | 'database' | 'search' | 'clock'>;

/**
 * Replaces a position's fields and locations with the input; its status stays. Without postedAt
 * the position keeps its posting date (an edit is not a new posting).
 */
export const updatePosition = async (
  deps: Deps,
  tenant: Pick<TenantContext, 'id' | 'config'>,
  positionId: number,
  input: ParsedPositionInput,
  /** The `updatedAt` the editor read: a position saved since is refused (409), nothing lost. */
  version?: string,
): Promise<AdminPosition> => {
  const now = deps.clock.now();
  const tenantId = tenant.id;
  await writePositions(deps, async (trx) => {
    const current = await trx
      .selectFrom('positions')
      .select(['posted_at', 'updated_at'])
      .where('id', '=', positionId)
      .where('tenant_id', '=', tenantId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw positionNotFound(positionId);
    if (version && Date.parse(version) !== new Date(current.updated_at).getTime())
      throw conflict(
        'Someone else saved this position after you opened it. Reload it to see their changes, then make yours again.',
      );
    const draft = draftOrThrow(
      preparePosition(input, {
        postedAt: new Date(current.posted_at),
        language: postingLanguageOf(tenant),
      }),
    );
    await replacePositionRow(trx, { positionId, now, draft });
    return { ids: [positionId], result: undefined };
  });
  return getPosition(deps, tenantId, positionId);
};
