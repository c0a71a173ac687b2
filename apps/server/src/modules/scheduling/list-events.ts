import type { CareerEventList } from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import { toCareerEvent } from './event-response.ts';

/**
 * Upcoming events of the tenant (soonest first) with the candidate's registration, and the past
 * events the candidate registered for (latest first).
 */
export const listEvents = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  scope: { tenantId: number; candidateId: number },
): Promise<CareerEventList> => {
  const now = deps.clock.now();
  const rows = await deps.db
    .selectFrom('events')
    .leftJoin('event_registrations as registration', (join) =>
      join
        .onRef('registration.event_id', '=', 'events.id')
        .on('registration.candidate_id', '=', scope.candidateId),
    )
    .selectAll('events')
    .select('registration.status as registration_status')
    .where('events.tenant_id', '=', scope.tenantId)
    .where((eb) =>
      eb.or([eb('events.ends_at', '>', now), eb('registration.status', '=', 'registered')]),
    )
    .orderBy('events.starts_at')
    .orderBy('events.id')
    .execute();
  const events = rows.map(({ registration_status, ...row }) =>
    toCareerEvent(row, registration_status),
  );
  return {
    upcoming: events.filter((event) => Date.parse(event.ends_at) > now.getTime()),
    past: events.filter((event) => Date.parse(event.ends_at) <= now.getTime()).reverse(),
  };
};
