import { iso, type ExportSection } from './export-section.ts';

/** The chat assistant's conversations of the last 30 days, oldest first. */
export const chatSection: ExportSection = {
  name: 'chatMessages',
  collect: async ({ db, candidate }) => {
    const rows = await db
      .selectFrom('chat_messages')
      .select(['role', 'content', 'position_ids', 'source', 'created_at'])
      .where('candidate_id', '=', candidate.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      role: row.role,
      content: row.content,
      positionIds: row.position_ids,
      answeredBy: row.source,
      sentAt: iso(row.created_at),
    }));
  },
};
