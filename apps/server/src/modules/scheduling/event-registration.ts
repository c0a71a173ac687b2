import type { CareerEvent } from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { createNotification } from '../notifications/index.ts';
import { eventsPagePath, findEvent, toCareerEvent } from './event-response.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type Options = { tenant: { id: number; domain: string }; candidateId: number; eventId: number };

const eventFull = () =>
  new AppError(409, 'event_full', 'This event is full: every place has been taken.');

/**
 * Registers the candidate. The event's row lock (SELECT ... FOR UPDATE) makes registrations of
 * one event wait for each other, so the count checked against the capacity is the true one; the
 * table's check on `registered_count` is the last guard. Registering again changes nothing.
 */
export const registerForEvent = async (deps: Deps, options: Options): Promise<CareerEvent> => {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const event = await findEvent(trx, options.tenant.id, options.eventId, { forUpdate: true });
    const existing = await trx
      .selectFrom('event_registrations')
      .select('status')
      .where('event_id', '=', event.id)
      .where('candidate_id', '=', options.candidateId)
      .executeTakeFirst();
    if (existing?.status === 'registered') return toCareerEvent(event, 'registered');
    if (event.ends_at <= now)
      throw new AppError(409, 'event_over', 'This event is over: registration has closed.');
    if (event.capacity !== null && event.registered_count >= event.capacity) throw eventFull();
    const updated = await trx
      .updateTable('events')
      .set((eb) => ({ registered_count: eb('registered_count', '+', 1) }))
      .where('id', '=', event.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('event_registrations')
      .values({
        tenant_id: options.tenant.id,
        event_id: event.id,
        candidate_id: options.candidateId,
        status: 'registered',
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc
          .columns(['event_id', 'candidate_id'])
          .doUpdateSet({ status: 'registered', updated_at: now }),
      )
      .execute();
    await createNotification(
      { ...deps, db: trx },
      {
        tenantId: options.tenant.id,
        candidateId: options.candidateId,
        type: 'event_scheduled',
        params: {
          event: event.title,
          date: event.starts_at.toISOString(),
          timeZone: event.time_zone,
        },
        redirectUrl: eventsPagePath(options.tenant.domain),
      },
    );
    return toCareerEvent(updated, 'registered');
  });
};

/** Cancels the candidate's registration; 404 when they have none (or only a cancelled one). */
export const cancelEventRegistration = async (
  deps: Deps,
  options: Options,
): Promise<CareerEvent> => {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    await findEvent(trx, options.tenant.id, options.eventId, { forUpdate: true });
    const cancelled = await trx
      .updateTable('event_registrations')
      .set({ status: 'cancelled', updated_at: now })
      .where('event_id', '=', options.eventId)
      .where('candidate_id', '=', options.candidateId)
      .where('status', '=', 'registered')
      .returning('id')
      .executeTakeFirst();
    if (!cancelled) throw notFound('You have no registration for this event.');
    const event = await trx
      .updateTable('events')
      .set((eb) => ({ registered_count: eb('registered_count', '-', 1) }))
      .where('id', '=', options.eventId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toCareerEvent(event, 'cancelled');
  });
};
