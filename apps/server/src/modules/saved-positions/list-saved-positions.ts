import type { SavedPosition } from '@careers/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { readPrimaryLocations } from '../positions/index.ts';

const seconds = (date: Date | string) => Math.floor(new Date(date).getTime() / 1000);

/** A candidate's saved positions, newest saved first; closed ones stay, with archived_at. */
export const listSavedPositions = async (
  db: Kysely<Database>,
  candidateId: number,
  tenantId: number,
): Promise<SavedPosition[]> => {
  const rows = await db
    .selectFrom('saved_positions')
    .innerJoin('positions', 'positions.id', 'saved_positions.position_id')
    .select([
      'positions.id',
      'positions.title',
      'positions.department',
      'positions.is_remote',
      'positions.posted_at',
      'positions.status',
      'positions.updated_at',
      'saved_positions.created_at as saved_at',
    ])
    .where('saved_positions.candidate_id', '=', candidateId)
    .where('positions.tenant_id', '=', tenantId)
    .orderBy('saved_positions.created_at', 'desc')
    .orderBy('positions.id', 'desc')
    .limit(500)
    .execute();
  if (!rows.length) return [];
  const primary = await readPrimaryLocations(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.title,
    department: row.department,
    location: primary.get(row.id) ?? (row.is_remote ? 'Remote' : ''),
    isRemote: row.is_remote,
    postedTs: seconds(row.posted_at),
    savedTs: seconds(row.saved_at),
    archived_at: row.status === 'open' ? null : new Date(row.updated_at).toISOString(),
    positionUserActions: { isSaved: true },
  }));
};
