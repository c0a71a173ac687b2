import { iso, type ExportSection } from './export-section.ts';

/** Applications with the answers sent and every change of status, and the drafts not sent yet. */
export const applicationsSection: ExportSection = {
  name: 'applications',
  collect: async ({ db, candidate }) => {
    const history = await db
      .selectFrom('application_status_events')
      .innerJoin('applications', 'applications.id', 'application_status_events.application_id')
      .select([
        'application_status_events.application_id',
        'application_status_events.status',
        'application_status_events.created_at',
      ])
      .where('applications.candidate_id', '=', candidate.id)
      .orderBy('application_status_events.created_at')
      .orderBy('application_status_events.id')
      .execute();
    const rows = await db
      .selectFrom('applications')
      .innerJoin('positions', 'positions.id', 'applications.position_id')
      .innerJoin('form_responses', 'form_responses.id', 'applications.form_response_id')
      .select([
        'applications.id',
        'applications.position_id',
        'positions.title',
        'applications.status',
        'applications.created_at',
        'applications.updated_at',
        'form_responses.answers',
      ])
      .where('applications.candidate_id', '=', candidate.id)
      .orderBy('applications.created_at')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      positionId: row.position_id,
      position: row.title,
      status: row.status,
      appliedAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
      answers: row.answers,
      history: history
        .filter((event) => event.application_id === row.id)
        .map((event) => ({ status: event.status, at: iso(event.created_at) })),
    }));
  },
};

export const draftsSection: ExportSection = {
  name: 'draftApplications',
  collect: async ({ db, candidate }) => {
    const rows = await db
      .selectFrom('form_responses')
      .leftJoin('positions', 'positions.id', 'form_responses.position_id')
      .select([
        'form_responses.id',
        'form_responses.position_id',
        'positions.title',
        'form_responses.answers',
        'form_responses.updated_at',
      ])
      .where('form_responses.candidate_id', '=', candidate.id)
      .where('form_responses.status', '=', 'draft')
      .where('form_responses.position_id', 'is not', null)
      .orderBy('form_responses.updated_at')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      positionId: row.position_id,
      position: row.title,
      answers: row.answers,
      savedAt: iso(row.updated_at),
    }));
  },
};

/** Forms of the form toolkit: what was assigned and every answer (drafts and submissions). */
export const formsSection: ExportSection = {
  name: 'forms',
  collect: async ({ db, candidate }) => {
    const assignments = await db
      .selectFrom('form_assignments')
      .innerJoin('forms', 'forms.id', 'form_assignments.form_id')
      .select([
        'forms.form_key',
        'forms.title',
        'form_assignments.status',
        'form_assignments.due_at',
      ])
      .where('form_assignments.candidate_id', '=', candidate.id)
      .execute();
    const responses = await db
      .selectFrom('form_responses')
      .innerJoin('forms', 'forms.id', 'form_responses.form_id')
      .select([
        'forms.form_key',
        'forms.title',
        'form_responses.status',
        'form_responses.answers',
        'form_responses.submitted_at',
        'form_responses.updated_at',
      ])
      .where('form_responses.candidate_id', '=', candidate.id)
      .where('form_responses.position_id', 'is', null)
      .execute();
    return {
      assignments: assignments.map((row) => ({
        form: row.form_key,
        title: row.title,
        status: row.status,
        dueAt: iso(row.due_at),
      })),
      responses: responses.map((row) => ({
        form: row.form_key,
        title: row.title,
        status: row.status,
        answers: row.answers,
        submittedAt: iso(row.submitted_at),
        updatedAt: iso(row.updated_at),
      })),
    };
  },
};
