import type { PositionTranslation } from '@careers/shared';
import type { Kysely, Selectable } from 'kysely';
import type {
  Database,
  PositionLocationsTable,
  PositionsTable,
  PositionTranslationsTable,
} from '../../db/schema.ts';
import type { PositionRecord, PositionStatus } from './position-fields.ts';
import { storedLanguage } from './posting-language.ts';

/** A position as stored: its record plus what the search index and the admin API need. */
export type StoredPosition = PositionRecord & {
  tenantId: number;
  status: PositionStatus;
  createdAt: Date;
  updatedAt: Date;
};

type PositionRow = Selectable<PositionsTable>;
type LocationRow = Selectable<PositionLocationsTable>;
type TranslationRow = Selectable<PositionTranslationsTable>;

const toTranslation = (row: TranslationRow): PositionTranslation => ({
  language: storedLanguage(row.language),
  title: row.title,
  description: row.description,
});

const toStoredPosition = (
  row: PositionRow,
  locations: LocationRow[],
  translations: TranslationRow[],
): StoredPosition => ({
  id: row.id,
  tenantId: row.tenant_id,
  title: row.title,
  description: row.description,
  department: row.department,
  jobFamily: row.job_family,
  employmentType: row.employment_type,
  displayJobId: row.display_job_id,
  workplaceType: row.workplace_type,
  isRemote: row.is_remote,
  remoteLocations: row.remote_locations,
  postedAt: new Date(row.posted_at),
  closesAt: row.closes_at ? new Date(row.closes_at) : null,
  salaryMin: row.salary_min,
  salaryMax: row.salary_max,
  salaryCurrency: row.salary_currency,
  salaryPeriod: row.salary_period,
  skills: row.skills,
  status: row.status,
  createdAt: new Date(row.created_at),
  updatedAt: new Date(row.updated_at),
  locations: locations.map((location) => ({
    displayName: location.display_name,
    city: location.city,
    region: location.region,
    country: location.country,
    countryCode: location.country_code,
    latitude: location.latitude,
    longitude: location.longitude,
    streetAddress: location.street_address,
    postalCode: location.postal_code,
  })),
  defaultLanguage: storedLanguage(row.default_language),
  translations: translations.map(toTranslation),
});

/** The rows' locations, in order, and their translations, in language order. */
const withLocations = async (db: Kysely<Database>, rows: PositionRow[]) => {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const locations = await db
    .selectFrom('position_locations')
    .selectAll()
    .where('position_id', 'in', ids)
    .orderBy('position_id')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const translations = await db
    .selectFrom('position_translations')
    .selectAll()
    .where('position_id', 'in', ids)
    .orderBy('position_id')
    .orderBy('language')
    .execute();
  const byPosition = Map.groupBy(locations, (location) => location.position_id);
  const translated = Map.groupBy(translations, (translation) => translation.position_id);
  return rows.map((row) =>
    toStoredPosition(row, byPosition.get(row.id) ?? [], translated.get(row.id) ?? []),
  );
};

/** The positions with these ids that exist, in id order, whatever their tenant or status. */
export const readPositionsByIds = async (db: Kysely<Database>, ids: readonly number[]) => {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('positions')
    .selectAll()
    .where('id', 'in', [...ids])
    .orderBy('id')
    .execute();
  return withLocations(db, rows);
};

/** A tenant's open positions, a page at a time in id order (keyset pagination). */
export async function* readOpenPositions(
  db: Kysely<Database>,
  tenantId: number,
  pageSize = 5000,
): AsyncGenerator<StoredPosition[]> {
  let afterId = 0;
  for (;;) {
    const rows = await db
      .selectFrom('positions')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('status', '=', 'open')
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(pageSize)
      .execute();
    if (rows.length === 0) return;
    yield await withLocations(db, rows);
    afterId = rows.at(-1)!.id;
  }
}
