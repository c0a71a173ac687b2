import type { AdminInterviewInput } from '@careers/shared';
import type { Transaction } from 'kysely';
import type { AppDeps } from '../../core/app-deps.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../http/app-error.ts';
import type { TenantContext } from '../../services/tenants/tenant-registry.ts';
import { offeredSlotsOf, toAdminInterview } from './interview-response.ts';
import { notifyInterviewScheduled } from './notify-interview.ts';
import { sendMailQuietly } from './send-mail-quietly.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'log' | 'config'>;
type Tenant = Pick<TenantContext, 'id' | 'domain' | 'name' | 'isDefault' | 'config'>;

const findCandidate = async (trx: Transaction<Database>, tenantId: number, email: string) => {
  const candidate = await trx
    .selectFrom('candidates')
    .select(['id', 'email', 'first_name', 'interface_language', 'time_zone'])
    .where('tenant_id', '=', tenantId)
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  if (!candidate)
    throw badRequest('No candidate with this email has an account on this site.', {
      candidate_email: 'Unknown candidate.',
    });
  return candidate;
};

/** The application's position, when the interview belongs to one of the candidate's applications. */
const positionOf = async (
  trx: Transaction<Database>,
  scope: { tenantId: number; candidateId: number },
  input: AdminInterviewInput,
) => {
  if (input.application_id === undefined)
    return { application_id: null, position_id: null, position_name: input.position_name! };
  const application = await trx
    .selectFrom('applications')
    .innerJoin('positions', 'positions.id', 'applications.position_id')
    .select(['applications.id', 'positions.id as position_id', 'positions.title'])
    .where('applications.id', '=', input.application_id)
    .where('applications.tenant_id', '=', scope.tenantId)
    .where('applications.candidate_id', '=', scope.candidateId)
    .executeTakeFirst();
  if (!application)
    throw badRequest("This application is not one of the candidate's on this site.", {
      application_id: 'Unknown application.',
    });
  return {
    application_id: application.id,
    position_id: application.position_id,
    position_name: input.position_name ?? application.title,
  };
};

/** New slots for the given times, and existing free slots of the tenant by id. */
const slotIdsOf = async (
  trx: Transaction<Database>,
  tenantId: number,
  input: AdminInterviewInput,
  now: Date,
) => {
  const ids = new Set(input.slot_ids ?? []);
  if (ids.size > 0) {
    const free = await trx
      .selectFrom('interview_slots')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', [...ids])
      .where('booked_interview_id', 'is', null)
      .execute();
    if (free.length !== ids.size)
      throw badRequest('Some slots are unknown on this site or already booked.', {
        slot_ids: 'Unknown or booked slot.',
      });
  }
  for (const startsAt of new Set(input.slots ?? [])) {
    const slot = await trx
      .insertInto('interview_slots')
      .values({ tenant_id: tenantId, starts_at: startsAt, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.add(slot.id);
  }
  return [...ids];
};

/**
 * Schedules an interview at a set time, or offers slots for the candidate to choose from; then
 * tells the candidate in-app and by email. Everything is written in one transaction.
 */
export const scheduleInterview = async (deps: Deps, tenant: Tenant, input: AdminInterviewInput) => {
  const now = deps.clock.now();
  const { interview, mail } = await deps.db.transaction().execute(async (trx) => {
    const candidate = await findCandidate(trx, tenant.id, input.candidate_email);
    const position = await positionOf(
      trx,
      { tenantId: tenant.id, candidateId: candidate.id },
      input,
    );
    const interview = await trx
      .insertInto('interviews')
      .values({
        tenant_id: tenant.id,
        candidate_id: candidate.id,
        ...position,
        stage: input.stage,
        starts_at: input.starts_at ?? null,
        duration_minutes: input.duration_minutes,
        time_zone: input.time_zone,
        location: input.location ?? null,
        video_url: input.video_url ?? null,
        interviewers: JSON.stringify(input.interviewers),
        instructions: input.instructions,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const slotIds = await slotIdsOf(trx, tenant.id, input, now);
    if (slotIds.length > 0)
      await trx
        .insertInto('interview_slot_offers')
        .values(slotIds.map((slotId) => ({ interview_id: interview.id, slot_id: slotId })))
        .execute();
    const mail = await notifyInterviewScheduled(
      { ...deps, db: trx },
      { tenant, candidate, interview, slotCount: slotIds.length },
    );
    return { interview, mail };
  });
  await sendMailQuietly(deps, mail);

  return toAdminInterview(interview, await offeredSlotsOf(deps.db, [interview.id]), now);
};
