import type { AppDeps } from '../../core/app-deps.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const TIME_ZONE = 'America/Chicago';

/** `days` from now at `hour`:00 UTC: whole hours read well in any time zone. */
const at = (now: number, days: number, hour: number) => {
  const date = new Date(now + days * DAY);
  date.setUTCHours(hour, 0, 0, 0);
  return date;
};

/** Who fills the full event: demo attendees, so its registrations and its count agree. */
const FULL_EVENT_ATTENDEES = ['maria.attendee', 'ken.attendee', 'lea.attendee'];

/** The application the interviews belong to: the one in status 'interviewing', else any. */
const findDemoApplication = async (deps: Pick<AppDeps, 'db'>, candidateId: number) =>
  deps.db
    .selectFrom('applications')
    .innerJoin('positions', 'positions.id', 'applications.position_id')
    .select(['applications.id', 'positions.id as position_id', 'positions.title'])
    .where('applications.candidate_id', '=', candidateId)
    .orderBy((eb) =>
      eb.case().when('applications.status', '=', 'interviewing').then(0).else(1).end(),
    )
    .orderBy('applications.id')
    .executeTakeFirst();

/**
 * The demo candidate's interviews and the site's events: an upcoming interview at a set time and
 * one with three slots to choose, both for the application under interview, a past interview,
 * and three events (a fair, a webinar, and an open day that is full).
 */
export const seedDemoScheduling = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  demo: { tenantId: number; email: string },
) => {
  const now = deps.clock.now();
  const t = now.getTime();
  const candidate = await deps.db
    .selectFrom('candidates')
    .select('id')
    .where('tenant_id', '=', demo.tenantId)
    .where('email', '=', demo.email)
    .executeTakeFirstOrThrow();
  const application = await findDemoApplication(deps, candidate.id);
  const base = {
    tenant_id: demo.tenantId,
    candidate_id: candidate.id,
    application_id: application?.id ?? null,
    position_id: application?.position_id ?? null,
    position_name: application?.title ?? 'Senior Software Engineer',
    time_zone: TIME_ZONE,
    created_at: now,
    updated_at: now,
  };
  await deps.db
    .insertInto('interviews')
    .values([
      {
        ...base,
        stage: 'Recruiter screen',
        starts_at: at(t, -9, 15),
        duration_minutes: 30,
        video_url: 'https://meet.example.com/northwind-screen',
        interviewers: JSON.stringify(['Priya Raman']),
        instructions: 'A short conversation about your experience and what you are looking for.',
        status: 'completed',
      },
      {
        ...base,
        stage: 'Technical interview',
        starts_at: at(t, 2, 16),
        duration_minutes: 60,
        location: 'Northwind Austin office, 500 Congress Ave, Austin',
        interviewers: JSON.stringify(['Daniel Okafor', 'Sofia Lindqvist']),
        instructions:
          'Bring a photo ID for the front desk. We will pair on a small problem; no preparation needed.',
      },
    ])
    .execute();
  const final = await deps.db
    .insertInto('interviews')
    .values({
      ...base,
      stage: 'Final interview',
      starts_at: null,
      duration_minutes: 45,
      video_url: 'https://meet.example.com/northwind-final',
      interviewers: JSON.stringify(['Hannah Cole']),
      instructions: 'Choose the time that suits you best; the video link works in any browser.',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const slots = await deps.db
    .insertInto('interview_slots')
    .values(
      [at(t, 5, 15), at(t, 5, 19), at(t, 6, 16)].map((startsAt) => ({
        tenant_id: demo.tenantId,
        starts_at: startsAt,
        created_at: now,
      })),
    )
    .returning('id')
    .execute();
  await deps.db
    .insertInto('interview_slot_offers')
    .values(slots.map((slot) => ({ interview_id: final.id, slot_id: slot.id })))
    .execute();
  await seedDemoEvents(deps, demo.tenantId, candidate.id);
};

const seedDemoEvents = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  tenantId: number,
  candidateId: number,
) => {
  const now = deps.clock.now();
  const t = now.getTime();
  const stamps = { tenant_id: tenantId, time_zone: TIME_ZONE, created_at: now, updated_at: now };
  const events = await deps.db
    .insertInto('events')
    .values([
      {
        ...stamps,
        title: 'Northwind engineering open house',
        description: 'Meet our engineering teams, see what they build and ask them anything.',
        kind: 'open_day',
        starts_at: at(t, 9, 22),
        ends_at: at(t, 10, 1),
        location: 'Northwind Austin office, 500 Congress Ave, Austin',
        capacity: FULL_EVENT_ATTENDEES.length,
        registered_count: FULL_EVENT_ATTENDEES.length,
      },
      {
        ...stamps,
        title: 'Careers in data: a live webinar',
        description:
          'Our data scientists talk about their work and how we hire. Questions welcome.',
        kind: 'webinar',
        starts_at: at(t, 4, 17),
        ends_at: at(t, 4, 18),
        url: 'https://meet.example.com/northwind-data-webinar',
        capacity: 500,
        registered_count: 1,
      },
      {
        ...stamps,
        title: 'Austin tech career fair',
        description: 'Find us at booth 14: recruiters from every Northwind team will be there.',
        kind: 'fair',
        starts_at: at(t, 14, 15),
        ends_at: at(t, 14, 22),
        location: 'Austin Convention Center, Hall 4',
        capacity: null,
      },
    ])
    .returning('id')
    .execute();
  const fullEvent = events[0]!.id;
  for (const name of FULL_EVENT_ATTENDEES) {
    const attendee = await deps.db
      .insertInto('candidates')
      .values({ tenant_id: tenantId, email: `${name}@northwind.example`, profile: '{}' })
      .onConflict((oc) => oc.columns(['tenant_id', 'email']).doUpdateSet({ updated_at: now }))
      .returning('id')
      .executeTakeFirstOrThrow();
    await deps.db
      .insertInto('event_registrations')
      .values({
        tenant_id: tenantId,
        event_id: fullEvent,
        candidate_id: attendee.id,
        status: 'registered',
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  // the demo candidate already registered for the webinar
  await deps.db
    .insertInto('event_registrations')
    .values({
      tenant_id: tenantId,
      event_id: events[1]!.id,
      candidate_id: candidateId,
      status: 'registered',
      created_at: now,
      updated_at: now,
    })
    .execute();
};
