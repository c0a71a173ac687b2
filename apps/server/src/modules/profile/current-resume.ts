import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The candidate's current resume, for the apply form to offer; undefined when there is none. */
export const readCurrentResume = (db: Kysely<Database>, candidateId: number) =>
  db
    .selectFrom('candidate_resumes')
    .selectAll()
    .where('candidate_id', '=', candidateId)
    .where('is_current', '=', true)
    .executeTakeFirst();
