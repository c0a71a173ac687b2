import type { PipelineApplication } from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import { notFound } from '../../http/app-error.ts';

/** The applications to one of the tenant's positions, oldest first, with the candidate's name. */
export const listPositionApplications = async (
  deps: Pick<AppDeps, 'db'>,
  tenantId: number,
  positionId: number,
): Promise<PipelineApplication[]> => {
  const position = await deps.db
    .selectFrom('positions')
    .select('id')
    .where('id', '=', positionId)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  if (!position) throw notFound(`There is no position ${positionId}.`);
  const rows = await deps.db
    .selectFrom('applications')
    .leftJoin('candidates', 'candidates.id', 'applications.candidate_id')
    .leftJoin('form_responses', 'form_responses.id', 'applications.form_response_id')
    .select([
      'applications.id',
      'applications.status',
      'applications.candidate_id',
      'applications.email',
      'applications.created_at',
      'applications.updated_at',
      'candidates.first_name',
      'candidates.last_name',
      'candidates.email as candidate_email',
      'form_responses.answers',
    ])
    .where('applications.tenant_id', '=', tenantId)
    .where('applications.position_id', '=', positionId)
    .orderBy('applications.created_at')
    .orderBy('applications.id')
    .execute();
  return rows.map((row) => {
    const email = row.candidate_email ?? row.email;
    // The candidate's name, else the one the application form was given.
    const answers = (row.answers ?? {}) as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
    const name =
      [row.first_name, row.last_name].filter(Boolean).join(' ') ||
      [text(answers.firstName), text(answers.lastName)].filter(Boolean).join(' ');
    return {
      id: row.id,
      status: row.status,
      candidateId: row.candidate_id,
      candidateName: name || email || `#${row.id}`,
      email,
      appliedAt: new Date(row.created_at).toISOString(),
      updatedAt: new Date(row.updated_at).toISOString(),
    };
  });
};
