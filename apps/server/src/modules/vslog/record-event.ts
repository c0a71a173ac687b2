import type { AppDeps } from '../../core/app-deps.ts';

export type AnalyticsEventInput = {
  tenantId: number;
  candidateId: number | null;
  event: string;
  namespace: string;
  positionId: number | null;
  data: unknown;
  createdAt?: Date;
};

/** One analytics event row of a tenant. */
export const recordEvent = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: AnalyticsEventInput,
) => {
  await deps.db
    .insertInto('analytics_events')
    .values({
      tenant_id: input.tenantId,
      candidate_id: input.candidateId,
      event: input.event,
      namespace: input.namespace,
      position_id: input.positionId,
      data: JSON.stringify(input.data ?? {}),
      created_at: input.createdAt ?? deps.clock.now(),
    })
    .execute();
};
