import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** Kysely types of migrations/0017_theme_versions.sql; joined into `Database` in db/schema.ts. */
export type ThemeVersionsTable = {
  id: Generated<number>;
  tenant_id: number;
  version: number;
  theme: ColumnType<unknown, string, string>;
  published_by: string;
  published_at: Timestamp;
  reverted_from: number | null;
};

export type ThemeTables = { theme_versions: ThemeVersionsTable };
