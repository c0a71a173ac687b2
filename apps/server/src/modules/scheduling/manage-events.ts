import type { AdminEventInput } from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import { conflict } from '../../http/app-error.ts';
import { createNotification } from '../notifications/index.ts';
import { eventsPagePath, findEvent, toAdminEvent } from './event-response.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const columnsOf = (input: AdminEventInput) => ({
  title: input.title,
  description: input.description,
  kind: input.kind,
  starts_at: input.starts_at,
  ends_at: input.ends_at,
  time_zone: input.time_zone,
  location: input.location ?? null,
  url: input.url ?? null,
  capacity: input.capacity ?? null,
});

export const createEvent = async (deps: Deps, tenantId: number, input: AdminEventInput) => {
  const now = deps.clock.now();
  const row = await deps.db
    .insertInto('events')
    .values({ tenant_id: tenantId, ...columnsOf(input), created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toAdminEvent(row);
};

/** Replaces an event; a capacity below the places already taken is refused (409). */
export const updateEvent = async (
  deps: Deps,
  scope: { tenantId: number; eventId: number },
  input: AdminEventInput,
) =>
  deps.db.transaction().execute(async (trx) => {
    const event = await findEvent(trx, scope.tenantId, scope.eventId, { forUpdate: true });
    if (input.capacity != null && input.capacity < event.registered_count)
      throw conflict(
        `${event.registered_count} candidates are registered: the capacity cannot be lower.`,
      );
    const row = await trx
      .updateTable('events')
      .set({ ...columnsOf(input), updated_at: deps.clock.now() })
      .where('id', '=', event.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toAdminEvent(row);
  });

/**
 * Deletes an event with its registrations. When it is not over, each candidate still registered
 * is told in-app that it was cancelled, in the same transaction.
 */
export const deleteEvent = async (
  deps: Deps,
  scope: { tenantId: number; domain: string; eventId: number },
) =>
  deps.db.transaction().execute(async (trx) => {
    const event = await findEvent(trx, scope.tenantId, scope.eventId, { forUpdate: true });
    const registered =
      event.ends_at > deps.clock.now()
        ? await trx
            .selectFrom('event_registrations')
            .select('candidate_id')
            .where('event_id', '=', event.id)
            .where('status', '=', 'registered')
            .execute()
        : [];
    await trx.deleteFrom('events').where('id', '=', event.id).execute();
    for (const { candidate_id } of registered)
      await createNotification(
        { ...deps, db: trx },
        {
          tenantId: scope.tenantId,
          candidateId: candidate_id,
          type: 'event_scheduled',
          messageKey: 'event_cancelled',
          params: {
            event: event.title,
            date: event.starts_at.toISOString(),
            timeZone: event.time_zone,
          },
          redirectUrl: eventsPagePath(scope.domain),
        },
      );
    return toAdminEvent(event);
  });

export const listEventRegistrations = async (
  deps: Deps,
  scope: { tenantId: number; eventId: number },
) => {
  const event = await findEvent(deps.db, scope.tenantId, scope.eventId);
  const rows = await deps.db
    .selectFrom('event_registrations as registration')
    .innerJoin('candidates', 'candidates.id', 'registration.candidate_id')
    .select([
      'registration.candidate_id',
      'registration.status',
      'registration.created_at',
      'candidates.email',
      'candidates.first_name',
      'candidates.last_name',
    ])
    .where('registration.event_id', '=', event.id)
    .orderBy('registration.created_at')
    .orderBy('registration.id')
    .execute();
  return rows.map((row) => ({
    candidate_id: row.candidate_id,
    email: row.email,
    name: [row.first_name, row.last_name].filter(Boolean).join(' '),
    status: row.status,
    registered_at: row.created_at.toISOString(),
  }));
};
