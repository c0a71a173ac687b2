import { iso, type ExportSection } from './export-section.ts';

/** The candidate's interviews, as scheduled by the employer (times in UTC, with the zone). */
export const interviewsSection: ExportSection = {
  name: 'interviews',
  collect: async ({ db, candidate }) => {
    const rows = await db
      .selectFrom('interviews')
      .selectAll()
      .where('candidate_id', '=', candidate.id)
      .orderBy('created_at')
      .execute();
    return rows.map((row) => ({
      position: row.position_name,
      stage: row.stage,
      status: row.status,
      startsAt: iso(row.starts_at),
      durationMinutes: row.duration_minutes,
      timeZone: row.time_zone,
      location: row.location,
      videoUrl: row.video_url,
      interviewers: row.interviewers,
      instructions: row.instructions,
    }));
  },
};

/** The events the candidate registered for, and whether the registration stands. */
export const eventRegistrationsSection: ExportSection = {
  name: 'eventRegistrations',
  collect: async ({ db, candidate }) => {
    const rows = await db
      .selectFrom('event_registrations')
      .innerJoin('events', 'events.id', 'event_registrations.event_id')
      .select([
        'events.title',
        'events.starts_at',
        'event_registrations.status',
        'event_registrations.created_at',
        'event_registrations.updated_at',
      ])
      .where('event_registrations.candidate_id', '=', candidate.id)
      .orderBy('event_registrations.created_at')
      .execute();
    return rows.map((row) => ({
      event: row.title,
      startsAt: iso(row.starts_at),
      status: row.status,
      registeredAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
    }));
  },
};
