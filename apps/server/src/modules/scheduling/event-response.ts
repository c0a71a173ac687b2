import type { CareerEvent, EventRegistrationStatus } from '@careers/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { EventRow } from '../../db/tables/scheduling-tables.ts';
import { notFound } from '../../http/app-error.ts';

/** The candidate's events page on the tenant's site: where every event notice leads. */
export const eventsPagePath = (domain: string) =>
  `/careers/events?domain=${encodeURIComponent(domain)}`;

export const eventNotFound = () =>
  notFound('This event was not found. It may have been removed or the link is wrong.');

/** The event by id within the tenant; 404 for another tenant's or a removed one. */
export const findEvent = async (
  db: Kysely<Database>,
  tenantId: number,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<EventRow> => {
  let query = db
    .selectFrom('events')
    .selectAll()
    .where('id', '=', id)
    .where('tenant_id', '=', tenantId);
  if (options.forUpdate) query = query.forUpdate();
  const event = await query.executeTakeFirst();
  if (!event) throw eventNotFound();
  return event;
};

export const toAdminEvent = (row: EventRow) => ({
  id: row.id,
  title: row.title,
  description: row.description,
  kind: row.kind,
  starts_at: row.starts_at.toISOString(),
  ends_at: row.ends_at.toISOString(),
  time_zone: row.time_zone,
  location: row.location,
  url: row.url,
  capacity: row.capacity,
  spots_left: row.capacity === null ? null : Math.max(0, row.capacity - row.registered_count),
  registered_count: row.registered_count,
});

export const toCareerEvent = (
  row: EventRow,
  registration: EventRegistrationStatus | null,
): CareerEvent => {
  const { registered_count: _count, ...event } = toAdminEvent(row);
  return { ...event, registration_status: registration };
};
