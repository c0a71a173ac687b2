import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PositionFields } from '../../modules/positions/index.ts';

const BATCH_SIZE = 500;

/** Inserts positions, their locations and translations with the caller's executor (a transaction); their ids. */
export const insertPositionRows = async (
  executor: Kysely<Database>,
  tenantId: number,
  batch: readonly PositionFields[],
): Promise<number[]> => {
  if (batch.length === 0) return [];
  const ids = await executor
    .insertInto('positions')
    .values(
      batch.map((position) => ({
        tenant_id: tenantId,
        title: position.title,
        description: position.description,
        department: position.department,
        job_family: position.jobFamily,
        employment_type: position.employmentType,
        is_remote: position.isRemote,
        display_job_id: position.displayJobId,
        workplace_type: position.workplaceType,
        remote_locations: position.remoteLocations,
        posted_at: position.postedAt,
        closes_at: position.closesAt,
        salary_min: position.salaryMin,
        salary_max: position.salaryMax,
        salary_currency: position.salaryCurrency,
        salary_period: position.salaryPeriod,
        skills: position.skills,
        status: position.status,
        default_language: position.defaultLanguage,
      })),
    )
    .returning('id')
    .execute();
  const locations = batch.flatMap((position, index) =>
    position.locations.map((location, order) => ({
      position_id: ids[index]!.id,
      sort_order: order,
      display_name: location.displayName,
      city: location.city,
      region: location.region,
      country: location.country,
      country_code: location.countryCode,
      latitude: location.latitude,
      longitude: location.longitude,
      street_address: location.streetAddress ?? null,
      postal_code: location.postalCode ?? null,
    })),
  );
  if (locations.length) await executor.insertInto('position_locations').values(locations).execute();
  const translations = batch.flatMap((position, index) =>
    position.translations.map((translation) => ({ position_id: ids[index]!.id, ...translation })),
  );
  if (translations.length)
    await executor.insertInto('position_translations').values(translations).execute();
  return ids.map((row) => row.id);
};

const insertBatch = (db: Kysely<Database>, tenantId: number, batch: PositionFields[]) =>
  db.transaction().execute((trx) => insertPositionRows(trx, tenantId, batch));

/** Inserts positions in batches of 500, each batch in one transaction; returns the count. */
export const insertPositions = async (
  db: Kysely<Database>,
  tenantId: number,
  positions: Iterable<PositionFields>,
  onProgress?: (inserted: number) => void,
): Promise<number> => {
  let batch: PositionFields[] = [];
  let inserted = 0;
  for (const position of positions) {
    batch.push(position);
    if (batch.length === BATCH_SIZE) {
      await insertBatch(db, tenantId, batch);
      inserted += batch.length;
      onProgress?.(inserted);
      batch = [];
    }
  }
  if (batch.length) {
    await insertBatch(db, tenantId, batch);
    inserted += batch.length;
    onProgress?.(inserted);
  }
  return inserted;
};
