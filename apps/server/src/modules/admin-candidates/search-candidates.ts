import {
  ADMIN_CANDIDATE_PAGE_SIZE,
  type AdminCandidateSummary,
  skillSchema,
} from '@careers/shared';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { AppDeps } from '../../core/app-deps.ts';
import { escapeLike } from '../../db/escape-like.ts';
import { tenantCandidates } from './tenant-candidates.ts';

/** At most this many words of a query are matched (each must match somewhere). */
const MAX_TERMS = 6;

/** One word matched against the name, email, headline, skills and job titles of a candidate. */
const matchesTerm = (term: string): Expression<SqlBool> => {
  const pattern = `%${escapeLike(term)}%`;
  // jsonpath's lax mode yields nothing for a missing or odd section, so no row fails the query
  const inProfile = (path: string) =>
    sql<SqlBool>`exists (select 1 from jsonb_path_query(candidates.profile, ${path}::jsonpath) as v where v #>> '{}' ilike ${pattern})`;
  return sql<SqlBool>`(
    coalesce(candidates.first_name, '') || ' ' || coalesce(candidates.last_name, '') ilike ${pattern}
    or coalesce(candidates.preferred_name, '') ilike ${pattern}
    or candidates.email ilike ${pattern}
    or ${inProfile('$.headline')}
    or ${inProfile('$.skills[*].name')}
    or ${inProfile('$.workExperience[*].title')}
  )`;
};

const skillNames = (profile: unknown) => {
  const skills = (profile as { skills?: unknown } | null)?.skills;
  if (!Array.isArray(skills)) return [];
  return skills.flatMap((item) => {
    const parsed = skillSchema.safeParse(item);
    return parsed.success ? [parsed.data.name] : [];
  });
};

/**
 * The tenant's candidates whose name, email, headline, skills or job titles hold every word of
 * `q`; those who applied most recently first, then the newest accounts.
 */
export const searchCandidates = async (
  deps: Pick<AppDeps, 'db'>,
  tenantId: number,
  filters: { q?: string | undefined; page: number },
) => {
  const terms = (filters.q ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_TERMS);
  let query = tenantCandidates(deps.db, tenantId);
  for (const term of terms) query = query.where(matchesTerm(term));
  const [rows, count] = await Promise.all([
    query
      .select((eb) => [
        'candidates.id',
        'candidates.first_name',
        'candidates.last_name',
        'candidates.email',
        'candidates.profile',
        eb
          .selectFrom('applications')
          .whereRef('applications.candidate_id', '=', 'candidates.id')
          .select(eb.fn.countAll<string>().as('n'))
          .as('application_count'),
        eb
          .selectFrom('applications')
          .whereRef('applications.candidate_id', '=', 'candidates.id')
          .select((inner) => inner.fn.max('applications.created_at').as('last'))
          .as('last_applied_at'),
      ])
      .orderBy(sql`last_applied_at desc nulls last`)
      .orderBy('candidates.id', 'desc')
      .limit(ADMIN_CANDIDATE_PAGE_SIZE)
      .offset((filters.page - 1) * ADMIN_CANDIDATE_PAGE_SIZE)
      .execute(),
    query.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  const candidates: AdminCandidateSummary[] = rows.map((row) => {
    const profile = row.profile as { headline?: unknown } | null;
    return {
      id: row.id,
      name: [row.first_name, row.last_name].filter(Boolean).join(' ') || row.email,
      email: row.email,
      headline: typeof profile?.headline === 'string' ? profile.headline : '',
      skills: skillNames(row.profile),
      applicationCount: Number(row.application_count ?? 0),
      lastAppliedAt: row.last_applied_at ? new Date(row.last_applied_at).toISOString() : null,
    };
  });
  return { candidates, total: Number(count.n) };
};
