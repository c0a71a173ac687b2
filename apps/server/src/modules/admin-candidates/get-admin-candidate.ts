import { api, endpointPath, type AdminCandidate, type CandidateApplication } from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import { notFound } from '../../http/app-error.ts';
import { loadHistories } from '../applications/index.ts';
import { loadProfile } from '../profile/index.ts';
import { describeAnswers } from './describe-answers.ts';
import { tenantCandidates } from './tenant-candidates.ts';

type Deps = Pick<AppDeps, 'db'>;

/** One of the site's candidates, or 404 (a candidate of another site is as absent as a missing one). */
export const findTenantCandidate = async (deps: Deps, tenantId: number, candidateId: number) => {
  const candidate = await tenantCandidates(deps.db, tenantId)
    .select(['candidates.id', 'candidates.email', 'candidates.first_name', 'candidates.last_name'])
    .where('candidates.id', '=', candidateId)
    .executeTakeFirst();
  if (!candidate) throw notFound(`There is no candidate ${candidateId}.`);
  return candidate;
};

const loadApplications = async (
  deps: Deps,
  tenantId: number,
  candidateId: number,
): Promise<CandidateApplication[]> => {
  const rows = await deps.db
    .selectFrom('applications')
    .innerJoin('positions', 'positions.id', 'applications.position_id')
    .leftJoin('form_responses', 'form_responses.id', 'applications.form_response_id')
    .leftJoin('forms', 'forms.id', 'form_responses.form_id')
    .select([
      'applications.id',
      'applications.position_id',
      'applications.status',
      'applications.created_at',
      'positions.title',
      'form_responses.answers',
      'forms.definition',
    ])
    .where('applications.tenant_id', '=', tenantId)
    .where('applications.candidate_id', '=', candidateId)
    .orderBy('applications.created_at', 'desc')
    .orderBy('applications.id', 'desc')
    .execute();
  const histories = await loadHistories(
    deps.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    positionId: row.position_id,
    positionTitle: row.title,
    status: row.status,
    appliedAt: new Date(row.created_at).toISOString(),
    answers: describeAnswers(row.answers ?? {}, row.definition),
    history: histories.get(row.id) ?? [],
  }));
};

/** A candidate as a recruiter opens them: profile, current resume, applications with answers and history. */
export const getAdminCandidate = async (
  deps: Deps,
  tenantId: number,
  candidateId: number,
): Promise<AdminCandidate> => {
  const candidate = await findTenantCandidate(deps, tenantId, candidateId);
  const scope = { tenantId, candidateId };
  // The photo is left out: its address is the candidate's own, not an employer's.
  const { resumes, avatar: _avatar, ...profile } = await loadProfile(deps.db, scope, '');
  const current = resumes.find((resume) => resume.isCurrent);
  return {
    id: candidate.id,
    name: [candidate.first_name, candidate.last_name].filter(Boolean).join(' ') || candidate.email,
    email: candidate.email,
    profile,
    currentResume: current
      ? {
          id: current.id,
          fileName: current.fileName,
          contentType: current.contentType,
          size: current.size,
          uploadedAt: new Date(current.uploadedTs * 1000).toISOString(),
          downloadUrl: endpointPath(api.downloadCandidateResume, {
            id: candidateId,
            resumeId: current.id,
          }),
        }
      : null,
    applications: await loadApplications(deps, tenantId, candidateId),
  };
};
