import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

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

export type SearchExperienceTables = {
  saved_positions: SavedPositionsTable;
  job_cart_items: JobCartItemsTable;
};
