import type { AppDeps } from '../../../core/app-deps.ts';
import type { PositionDraft } from '../prepare-position.ts';
import { insertPositionRows } from '../position-rows.ts';
import { writePositions } from '../write-positions.ts';

export const IMPORT_BATCH_SIZE = 500;

type Deps = Pick<AppDeps, 'db' | 'database' | 'search'>;

/**
 * Publishes validated positions as open, a batch per transaction through `writePositions`, so
 * every server's index follows. A failing batch stops the import; earlier batches stay.
 * Returns the new ids.
 */
export const importPositions = async (
  deps: Deps,
  input: {
    tenantId: number;
    drafts: readonly PositionDraft[];
    now: Date;
    batchSize?: number;
    onProgress?: (imported: number) => void;
  },
): Promise<number[]> => {
  const batchSize = input.batchSize ?? IMPORT_BATCH_SIZE;
  const imported: number[] = [];
  for (let start = 0; start < input.drafts.length; start += batchSize) {
    const drafts = input.drafts.slice(start, start + batchSize);
    const ids = await writePositions(deps, async (trx) => {
      const inserted = await insertPositionRows(trx, {
        tenantId: input.tenantId,
        status: 'open',
        now: input.now,
        drafts,
      });
      return { ids: inserted, result: inserted };
    });
    imported.push(...ids);
    input.onProgress?.(imported.length);
  }
  return imported;
};
