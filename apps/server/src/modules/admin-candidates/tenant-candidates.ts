import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The candidates a site's recruiters may see. A candidate account belongs to one site
 * (`candidates.tenant_id`: signing in on another site makes another account), so the site's
 * talent pool is its candidate accounts, those who applied and those who only keep a profile
 * there. The site's own employer users are not candidates.
 */
export const tenantCandidates = (db: Kysely<Database>, tenantId: number) =>
  db
    .selectFrom('candidates')
    .where('candidates.tenant_id', '=', tenantId)
    .where('candidates.employer_role', 'is', null);
