import type { ApplicationStatus, ApplicationStatusEvent } from '@careers/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ApplicationStatusActor } from '../../db/tables/application-history-tables.ts';

/** Writes one status change of an application, inside the caller's transaction. */
export const recordStatusEvent = (
  db: Kysely<Database>,
  event: {
    tenantId: number;
    applicationId: number;
    status: ApplicationStatus;
    actor: ApplicationStatusActor;
    at: Date;
  },
) =>
  db
    .insertInto('application_status_events')
    .values({
      tenant_id: event.tenantId,
      application_id: event.applicationId,
      status: event.status,
      actor: event.actor,
      created_at: event.at,
    })
    .execute();

/** The status changes of these applications, oldest first, by application id. */
export const loadHistories = async (
  db: Kysely<Database>,
  applicationIds: readonly number[],
): Promise<Map<number, ApplicationStatusEvent[]>> => {
  const histories = new Map<number, ApplicationStatusEvent[]>();
  if (!applicationIds.length) return histories;
  const rows = await db
    .selectFrom('application_status_events')
    .select(['application_id', 'status', 'created_at'])
    .where('application_id', 'in', applicationIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const history = histories.get(row.application_id) ?? [];
    history.push({ status: row.status, created_at: row.created_at.toISOString() });
    histories.set(row.application_id, history);
  }
  return histories;
};
