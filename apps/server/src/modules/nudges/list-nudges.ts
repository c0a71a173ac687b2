import { buildCareersUrl, OPEN_OFFER_STATUSES, type Nudge } from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import { isProfileThin } from './is-profile-thin.ts';
import { upcomingInterviewNudges } from './upcoming-interview-nudges.ts';

type Scope = { tenantId: number; candidateId: number; domain: string };
type Deps = Pick<AppDeps, 'db' | 'clock'>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Open offers (extended, contract extended) with a document still to sign, before they expire. */
const offerNudges = async (deps: Deps, scope: Scope): Promise<Nudge[]> => {
  const rows = await deps.db
    .selectFrom('offers as o')
    .select(['o.enc_id', 'o.position_name', 'o.expires_at'])
    .where('o.tenant_id', '=', scope.tenantId)
    .where('o.candidate_id', '=', scope.candidateId)
    .where('o.status', 'in', OPEN_OFFER_STATUSES)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('offer_documents as d')
          .select('d.id')
          .whereRef('d.offer_id', '=', 'o.id')
          .where('d.signing', '<>', 'none')
          .where('d.status', '<>', 'Signed'),
      ),
    )
    .orderBy('o.created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    kind: 'sign_offer',
    params: { position: row.position_name },
    link: buildCareersUrl(`/offer/${encodeURIComponent(row.enc_id)}`, scope.domain),
    due_at: iso(row.expires_at),
  }));
};

/** Forms the employer assigned that are not complete. */
const formNudges = async (deps: Deps, scope: Scope): Promise<Nudge[]> => {
  const rows = await deps.db
    .selectFrom('form_assignments as fa')
    .innerJoin('forms as f', 'f.id', 'fa.form_id')
    .select(['f.form_key', 'f.title', 'fa.due_at'])
    .where('fa.tenant_id', '=', scope.tenantId)
    .where('fa.candidate_id', '=', scope.candidateId)
    .where('fa.status', '<>', 'completed')
    .orderBy('fa.created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    kind: 'fill_form',
    params: { form: row.title },
    link: buildCareersUrl('/forms', scope.domain, { form_id: row.form_key }),
    due_at: iso(row.due_at),
  }));
};

/** Drafts of positions still open: a draft of a closed position cannot be finished. */
const draftNudges = async (deps: Deps, scope: Scope): Promise<Nudge[]> => {
  const rows = await deps.db
    .selectFrom('form_responses as r')
    .innerJoin('positions as p', 'p.id', 'r.position_id')
    .select(['p.id', 'p.title', 'p.closes_at'])
    .where('r.tenant_id', '=', scope.tenantId)
    .where('r.candidate_id', '=', scope.candidateId)
    .where('r.status', '=', 'draft')
    .where('p.status', '=', 'open')
    .orderBy('r.updated_at', 'desc')
    .execute();
  return rows.map((row) => ({
    kind: 'finish_draft',
    params: { position: row.title },
    link: buildCareersUrl('/apply', scope.domain, { pid: String(row.id) }),
    due_at: iso(row.closes_at),
  }));
};

const profileNudges = async (deps: Deps, scope: Scope): Promise<Nudge[]> => {
  const candidate = await deps.db
    .selectFrom('candidates')
    .select(['first_name', 'last_name', 'profile'])
    .where('id', '=', scope.candidateId)
    .executeTakeFirstOrThrow();
  return isProfileThin(candidate)
    ? [
        {
          kind: 'complete_profile',
          params: {},
          link: buildCareersUrl('/profile', scope.domain),
          due_at: null,
        },
      ]
    : [];
};

/**
 * What the candidate should do next, most pressing first: sign an offer, attend an interview,
 * fill an assigned form, finish a draft, complete the profile. Within the tenant, theirs only.
 */
export const listNudges = async (deps: Deps, scope: Scope): Promise<Nudge[]> => {
  const groups = await Promise.all([
    offerNudges(deps, scope),
    upcomingInterviewNudges(deps, scope),
    formNudges(deps, scope),
    draftNudges(deps, scope),
    profileNudges(deps, scope),
  ]);
  return groups.flat();
};
