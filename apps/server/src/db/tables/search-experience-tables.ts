import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Json<T> = ColumnType<T, string, string>;

/** Kysely types of migrations/0006_search_experience.sql; joined into `Database` in db/schema.ts. */
export type SavedPositionsTable = {
  candidate_id: number;
  position_id: number;
  created_at: Timestamp;
};

export type JobCartItemsTable = {
  candidate_id: number;
  position_id: number;
  created_at: Timestamp;
};

/** migrations/0006_search_experience_alerts.sql */
export type SavedSearchesTable = {
  id: Generated<number>;
  tenant_id: number;
  candidate_id: number;
  name: string;
  query: string;
  location: string;
  filters: Json<Record<string, string[]>>;
  unsubscribe_token: string;
  last_checked_at: Timestamp;
  created_at: Timestamp;
  /** migrations/0013_account.sql */
  paused_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
};

export type SearchExperienceTables = {
  saved_positions: SavedPositionsTable;
  job_cart_items: JobCartItemsTable;
  saved_searches: SavedSearchesTable;
};
