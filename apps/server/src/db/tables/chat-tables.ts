import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** Kysely type of migrations/0018_chat_messages.sql; joined into `Database` in db/schema.ts. */
export type ChatMessagesTable = {
  /** bigserial: Kysely reads it as text. */
  id: Generated<string>;
  tenant_id: number;
  candidate_id: number;
  role: 'user' | 'assistant';
  content: string;
  position_ids: ColumnType<number[], string | undefined, string>;
  source: 'builtin' | 'model' | null;
  created_at: Timestamp;
};

export type ChatTables = { chat_messages: ChatMessagesTable };
