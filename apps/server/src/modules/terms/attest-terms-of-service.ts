import type { AppDeps } from '../../core/app-deps.ts';

/** Records when the candidate first attested the terms; attesting again keeps that first date. */
export const attestTermsOfService = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  candidateId: number,
) => {
  await deps.db
    .updateTable('candidates')
    .set({ tos_attested_at: deps.clock.now(), updated_at: deps.clock.now() })
    .where('id', '=', candidateId)
    .where('tos_attested_at', 'is', null)
    .execute();
};
