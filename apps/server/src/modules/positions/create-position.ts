import type { AdminPosition, ParsedPositionInput } from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import type { TenantContext } from '../../services/tenants/tenant-registry.ts';
import { getPosition } from './get-position.ts';
import { insertPositionRows } from './position-rows.ts';
import { postingLanguageOf } from './posting-language.ts';
import { draftOrThrow, preparePosition } from './prepare-position.ts';
import { writePositions } from './write-positions.ts';

type Deps = Pick<AppDeps, 'db' | 'database' | 'search' | 'clock'>;

/** Publishes a new open position; searchable as soon as this returns. */
export const createPosition = async (
  deps: Deps,
  tenant: Pick<TenantContext, 'id' | 'config'>,
  input: ParsedPositionInput,
): Promise<AdminPosition> => {
  const now = deps.clock.now();
  const tenantId = tenant.id;
  const language = postingLanguageOf(tenant);
  const draft = draftOrThrow(preparePosition(input, { postedAt: now, language }));
  const positionId = await writePositions(deps, async (trx) => {
    const ids = await insertPositionRows(trx, { tenantId, status: 'open', now, drafts: [draft] });
    return { ids, result: ids[0]! };
  });
  return getPosition(deps, tenantId, positionId);
};
