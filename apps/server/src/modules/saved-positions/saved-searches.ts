import { randomBytes } from 'node:crypto';
import {
  statusOfErrorCode,
  type SaveSearchBody,
  type SavedSearch,
  type UpdateSavedSearchBody,
} from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { TenantContext } from '../../services/tenants/tenant-registry.ts';
import { readSearchToKeep } from '../search/index.ts';

/** A candidate keeps at most this many job alerts. */
const MAX_SAVED_SEARCHES = 20;

type Row = {
  id: number;
  name: string;
  query: string;
  location: string;
  filters: Record<string, string[]>;
  created_at: Date | string;
  paused_at: Date | string | null;
};

export const toSavedSearch = (row: Row): SavedSearch => ({
  id: row.id,
  name: row.name,
  query: row.query,
  location: row.location,
  filters: row.filters,
  createdTs: Math.floor(new Date(row.created_at).getTime() / 1000),
  isPaused: row.paused_at !== null,
});

const COLUMNS = ['id', 'name', 'query', 'location', 'filters', 'created_at', 'paused_at'] as const;

/** Job alerts need their notification switched on and candidates allowed to sign in. */
export const isSavedSearchEnabled = (tenant: TenantContext) =>
  tenant.config.searchConfig.savedSearchNotificationEnabled &&
  tenant.config.loginSignupConfig.candidateLoginEnabled;

/** The search's parameters as the search API reads them (filters as `filter_{name}`). */
export const rawSearchOf = (search: {
  query: string;
  location: string;
  filters: Record<string, string[]>;
}) => ({
  ...(search.query && { query: search.query }),
  ...(search.location && { location: search.location }),
  ...Object.fromEntries(
    Object.entries(search.filters).map(([name, values]) => [`filter_${name}`, values]),
  ),
});

export const saveSearch = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { tenant: TenantContext; candidateId: number; body: SaveSearchBody },
): Promise<SavedSearch> => {
  if (!isSavedSearchEnabled(input.tenant))
    throw new AppError(
      statusOfErrorCode('feature_disabled'),
      'feature_disabled',
      'This site does not offer job alerts.',
    );
  // A search the search API would refuse (a bad value) is refused here too, and a filter the site
  // does not have, which the search API ignores.
  readSearchToKeep(rawSearchOf(input.body), input.tenant.config);
  const count = await deps.db
    .selectFrom('saved_searches')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('candidate_id', '=', input.candidateId)
    .executeTakeFirst();
  if (Number(count?.count ?? 0) >= MAX_SAVED_SEARCHES)
    throw new AppError(
      statusOfErrorCode('job_alerts_full'),
      'job_alerts_full',
      `You can keep at most ${String(MAX_SAVED_SEARCHES)} job alerts.`,
    );
  const now = deps.clock.now();
  const row = await deps.db
    .insertInto('saved_searches')
    .values({
      tenant_id: input.tenant.id,
      candidate_id: input.candidateId,
      name: input.body.name,
      query: input.body.query,
      location: input.body.location,
      filters: JSON.stringify(input.body.filters),
      unsubscribe_token: randomBytes(24).toString('base64url'),
      last_checked_at: now,
      created_at: now,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toSavedSearch(row);
};

export const listSavedSearches = async (deps: Pick<AppDeps, 'db'>, candidateId: number) => {
  const rows = await deps.db
    .selectFrom('saved_searches')
    .select(COLUMNS)
    .where('candidate_id', '=', candidateId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toSavedSearch);
};

export const deleteSavedSearch = async (
  deps: Pick<AppDeps, 'db'>,
  candidateId: number,
  id: number,
) => {
  const deleted = await deps.db
    .deleteFrom('saved_searches')
    .where('id', '=', id)
    .where('candidate_id', '=', candidateId)
    .executeTakeFirst();
  if (!deleted.numDeletedRows) throw notFound(`You have no job alert ${String(id)}.`);
};

const findSavedSearch = (deps: Pick<AppDeps, 'db'>, input: { candidateId: number; id: number }) =>
  deps.db
    .selectFrom('saved_searches')
    .select(COLUMNS)
    .where('id', '=', input.id)
    .where('candidate_id', '=', input.candidateId)
    .executeTakeFirst();

/**
 * Renames a job alert, or pauses or resumes it. Resuming looks for positions from then on, so the
 * first alert after a pause does not list everything posted while it was paused. A body that
 * changes nothing answers the alert as it is (an UPDATE with nothing to set is not SQL).
 */
export const updateSavedSearch = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { candidateId: number; id: number; body: UpdateSavedSearchBody },
): Promise<SavedSearch> => {
  const now = deps.clock.now();
  const { name, isPaused } = input.body;
  const row =
    name === undefined && isPaused === undefined
      ? await findSavedSearch(deps, input)
      : await deps.db
          .updateTable('saved_searches')
          .set((eb) => ({
            ...(name !== undefined && { name }),
            ...(isPaused === true && { paused_at: eb.fn.coalesce('paused_at', eb.val(now)) }),
            ...(isPaused === false && {
              paused_at: null,
              last_checked_at: eb
                .case()
                .when('paused_at', 'is not', null)
                .then(now)
                .else(eb.ref('last_checked_at'))
                .end(),
            }),
          }))
          .where('id', '=', input.id)
          .where('candidate_id', '=', input.candidateId)
          .returning(COLUMNS)
          .executeTakeFirst();
  if (!row) throw notFound(`You have no job alert ${String(input.id)}.`);
  return toSavedSearch(row);
};

/** The email's unsubscribe link: removes the alert without signing in. */
export const unsubscribe = async (deps: Pick<AppDeps, 'db'>, token: string) => {
  const deleted = await deps.db
    .deleteFrom('saved_searches')
    .where('unsubscribe_token', '=', token)
    .executeTakeFirst();
  return deleted.numDeletedRows > 0n;
};
