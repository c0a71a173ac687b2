import { iso, type ExportSection } from './export-section.ts';

/** The friends the candidate referred: what was sent to whom, and whether they applied. */
export const referralsSection: ExportSection = {
  name: 'referrals',
  collect: async ({ db, candidate }) => {
    const rows = await db
      .selectFrom('referrals')
      .innerJoin('positions', 'positions.id', 'referrals.position_id')
      .select([
        'positions.title',
        'referrals.friend_name',
        'referrals.friend_email',
        'referrals.note',
        'referrals.application_id',
        'referrals.created_at',
      ])
      .where('referrals.referrer_id', '=', candidate.id)
      .orderBy('referrals.created_at')
      .execute();
    return rows.map((row) => ({
      position: row.title,
      friendName: row.friend_name,
      friendEmail: row.friend_email,
      note: row.note,
      hasApplied: row.application_id !== null,
      sentAt: iso(row.created_at),
    }));
  },
};
