import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Json<T> = ColumnType<T, string, string>;

/** Kysely type of migrations/0005_notifications.sql; joined into `Database` in db/schema.ts. */
export type NotificationsTable = {
  /** bigserial: Kysely reads it as text. */
  id: Generated<string>;
  tenant_id: number;
  candidate_id: number;
  notification_type: string;
  message_key: string;
  message_params: Json<Record<string, string>>;
  /** Literal text per language, used instead of message_key when present. */
  messages: Json<Record<string, string> | null> | null;
  redirect_url: string;
  is_viewed: Generated<boolean>;
  is_clicked: Generated<boolean>;
  created_at: Timestamp;
};

export type NotificationTables = { notifications: NotificationsTable };
