import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { LocationFields, PositionStatus } from './position-fields.ts';
import type { PositionDraft } from './prepare-position.ts';

type Trx = Transaction<Database>;

/** PostgreSQL takes at most 65,535 parameters a statement: 11 a location row, so 5,000 rows. */
const ROWS_PER_INSERT = 5000;

const inBatches = async <T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>) => {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT)
    await insert(rows.slice(start, start + ROWS_PER_INSERT));
};

const insertLocations = (trx: Trx, rows: ReturnType<typeof locationRows>) =>
  inBatches(rows, (batch) => trx.insertInto('position_locations').values(batch).execute());

const insertTranslations = (trx: Trx, rows: ReturnType<typeof translationRows>) =>
  inBatches(rows, (batch) => trx.insertInto('position_translations').values(batch).execute());

const positionRow = (draft: PositionDraft) => ({
  title: draft.title,
  description: draft.description,
  department: draft.department,
  job_family: draft.jobFamily,
  employment_type: draft.employmentType,
  is_remote: draft.isRemote,
  display_job_id: draft.displayJobId,
  workplace_type: draft.workplaceType,
  remote_locations: draft.remoteLocations,
  posted_at: draft.postedAt,
  closes_at: draft.closesAt,
  salary_min: draft.salaryMin,
  salary_max: draft.salaryMax,
  salary_currency: draft.salaryCurrency,
  salary_period: draft.salaryPeriod,
  skills: draft.skills,
  default_language: draft.defaultLanguage,
});

const locationRows = (positionId: number, locations: readonly LocationFields[]) =>
  locations.map((location, order) => ({
    position_id: positionId,
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
  }));

const translationRows = (positionId: number, draft: PositionDraft) =>
  draft.translations.map((translation) => ({ position_id: positionId, ...translation }));

/** Inserts positions (a batch of at most a few thousand) with their locations; returns their ids. */
export const insertPositionRows = async (
  trx: Trx,
  input: { tenantId: number; status: PositionStatus; now: Date; drafts: readonly PositionDraft[] },
): Promise<number[]> => {
  if (input.drafts.length === 0) return [];
  const rows = await trx
    .insertInto('positions')
    .values(
      input.drafts.map((draft) => ({
        ...positionRow(draft),
        tenant_id: input.tenantId,
        status: input.status,
        created_at: input.now,
        updated_at: input.now,
      })),
    )
    .returning('id')
    .execute();
  const ids = rows.map((row) => row.id);
  const locations = input.drafts.flatMap((draft, index) =>
    locationRows(ids[index]!, draft.locations),
  );
  await insertLocations(trx, locations);
  await insertTranslations(
    trx,
    input.drafts.flatMap((draft, index) => translationRows(ids[index]!, draft)),
  );
  return ids;
};

/** Replaces every field and the locations of one position; its status stays. */
export const replacePositionRow = async (
  trx: Trx,
  input: { positionId: number; now: Date; draft: PositionDraft },
) => {
  await trx
    .updateTable('positions')
    .set({ ...positionRow(input.draft), updated_at: input.now })
    .where('id', '=', input.positionId)
    .execute();
  await trx.deleteFrom('position_locations').where('position_id', '=', input.positionId).execute();
  await insertLocations(trx, locationRows(input.positionId, input.draft.locations));
  await trx
    .deleteFrom('position_translations')
    .where('position_id', '=', input.positionId)
    .execute();
  await insertTranslations(trx, translationRows(input.positionId, input.draft));
};
