import { PAGE_LOAD_EVENT, type AnalyticsReport } from '@careers/shared';
import { sql } from 'kysely';
import type { AppDeps } from '../../core/app-deps.ts';
import {
  positionTitles,
  readApplicationsByPosition,
  readViewsByDay,
} from './read-position-conversion.ts';

const DAY_MS = 86_400_000;
export const TOP_POSITIONS_LIMIT = 10;
/** Page loads without a UTM source: typed addresses, bookmarks, internal links. */
export const DIRECT_SOURCE = '(direct)';

export type AnalyticsReportInput = { tenantId: number; domain: string; days: number };

/**
 * What employers read from /vslog page loads over the last `days` days: views per page, the most
 * viewed positions, visits per UTM source (a visit is the web app's `visit_id`, one per tab), views
 * per day, and applications and conversion per position.
 */
export const readAnalyticsReport = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: AnalyticsReportInput,
): Promise<AnalyticsReport> => {
  const to = deps.clock.now();
  const from = new Date(to.getTime() - input.days * DAY_MS);
  const pageLoads = deps.db
    .selectFrom('analytics_events')
    .where('tenant_id', '=', input.tenantId)
    .where('event', '=', PAGE_LOAD_EVENT)
    .where('created_at', '>=', from)
    .where('created_at', '<=', to);
  const period = { tenantId: input.tenantId, from, to };

  const page = sql<string>`coalesce(data->>'page', 'unknown')`;
  const pageViews = await pageLoads
    .select([page.as('page'), sql<number>`count(*)::int`.as('views')])
    .groupBy(page)
    .orderBy('views', 'desc')
    .orderBy('page')
    .execute();

  const topPositions = await pageLoads
    .where('position_id', 'is not', null)
    .select(['position_id', sql<number>`count(*)::int`.as('views')])
    .groupBy('position_id')
    .orderBy('views', 'desc')
    .orderBy('position_id')
    .limit(TOP_POSITIONS_LIMIT)
    .execute();
  const titles = await positionTitles(
    deps.db,
    input.tenantId,
    topPositions.map((row) => row.position_id!),
  );

  const source = sql<string>`coalesce(nullif(data->>'utm_source', ''), ${sql.lit(DIRECT_SOURCE)})`;
  const bySource = await pageLoads
    .select([
      source.as('source'),
      sql<number>`count(distinct coalesce(data->>'visit_id', id::text))::int`.as('visits'),
      sql<number>`count(*)::int`.as('page_views'),
    ])
    .groupBy(source)
    .orderBy('visits', 'desc')
    .orderBy('source')
    .execute();

  return {
    domain: input.domain,
    days: input.days,
    from: from.toISOString(),
    to: to.toISOString(),
    totalPageViews: pageViews.reduce((sum, row) => sum + Number(row.views), 0),
    pageViews: pageViews.map((row) => ({ page: row.page, views: Number(row.views) })),
    topPositions: topPositions.map((row) => ({
      positionId: row.position_id!,
      title: titles.get(row.position_id!) ?? null,
      views: Number(row.views),
    })),
    visitsByUtmSource: bySource.map((row) => ({
      source: row.source,
      visits: Number(row.visits),
      pageViews: Number(row.page_views),
    })),
    viewsByDay: await readViewsByDay(pageLoads, period),
    applicationsByPosition: await readApplicationsByPosition(deps.db, pageLoads, period),
  };
};
