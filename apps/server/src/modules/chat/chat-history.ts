import type { ChatAnswer } from '@careers/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** How long a conversation is kept. */
export const CHAT_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/** Keeps the candidate's question and the assistant's answer, with the positions it showed. */
export const recordChatTurn = async (
  db: Kysely<Database>,
  input: { tenantId: number; candidateId: number; question: string; answer: ChatAnswer; now: Date },
) => {
  const owner = { tenant_id: input.tenantId, candidate_id: input.candidateId };
  await db
    .insertInto('chat_messages')
    .values([
      { ...owner, role: 'user', content: input.question, created_at: input.now },
      {
        ...owner,
        role: 'assistant',
        content: input.answer.reply,
        position_ids: JSON.stringify(input.answer.positions.map((position) => position.id)),
        source: input.answer.source,
        // after the question, whatever the clock's resolution
        created_at: new Date(input.now.getTime() + 1),
      },
    ])
    .execute();
};

/** Removes conversations older than the retention (the housekeeping job calls it). */
export const removeExpiredChatMessages = (db: Kysely<Database>, now: Date) =>
  db
    .deleteFrom('chat_messages')
    .where('created_at', '<', new Date(now.getTime() - CHAT_RETENTION_MS))
    .execute();
