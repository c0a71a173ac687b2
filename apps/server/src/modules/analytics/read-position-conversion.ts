import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';

const DAY_MS = 86_400_000;
export const CONVERSION_POSITIONS_LIMIT = 50;

type PageLoads = SelectQueryBuilder<Database, 'analytics_events', object>;
type Period = { tenantId: number; from: Date; to: Date };

/** The titles of these positions of the tenant (a deleted position has none). */
export const positionTitles = async (db: Kysely<Database>, tenantId: number, ids: number[]) =>
  new Map(
    ids.length === 0
      ? []
      : (
          await db
            .selectFrom('positions')
            .select(['id', 'title'])
            .where('tenant_id', '=', tenantId)
            .where('id', 'in', ids)
            .execute()
        ).map((row) => [row.id, row.title]),
  );

/** Page views per UTC day from `from` to `to`, a row for every day (0 without views). */
export const readViewsByDay = async (pageLoads: PageLoads, period: Period) => {
  const day = sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await pageLoads
    .select([day.as('date'), sql<number>`count(*)::int`.as('views')])
    .groupBy(day)
    .execute();
  const views = new Map(rows.map((row) => [row.date, Number(row.views)]));
  const days: { date: string; views: number }[] = [];
  const last = period.to.toISOString().slice(0, 10);
  for (let time = period.from.getTime(); ; time += DAY_MS) {
    const date = new Date(time).toISOString().slice(0, 10);
    days.push({ date, views: views.get(date) ?? 0 });
    if (date >= last) break;
  }
  return days;
};

/**
 * Views and applications per position over the period, and applications per view: the
 * positions with the most applications first, then the most viewed.
 */
export const readApplicationsByPosition = async (
  db: Kysely<Database>,
  pageLoads: PageLoads,
  period: Period,
) => {
  const views = await pageLoads
    .where('position_id', 'is not', null)
    .select(['position_id', sql<number>`count(*)::int`.as('views')])
    .groupBy('position_id')
    .execute();
  const applications = await db
    .selectFrom('applications')
    .select(['position_id', sql<number>`count(*)::int`.as('applications')])
    .where('tenant_id', '=', period.tenantId)
    .where('created_at', '>=', period.from)
    .where('created_at', '<=', period.to)
    .groupBy('position_id')
    .execute();
  const byPosition = new Map<number, { views: number; applications: number }>();
  for (const row of views)
    byPosition.set(row.position_id!, { views: Number(row.views), applications: 0 });
  for (const row of applications)
    byPosition.set(row.position_id, {
      views: byPosition.get(row.position_id)?.views ?? 0,
      applications: Number(row.applications),
    });
  const top = [...byPosition]
    .sort(([idA, a], [idB, b]) => b.applications - a.applications || b.views - a.views || idA - idB)
    .slice(0, CONVERSION_POSITIONS_LIMIT);
  const titles = await positionTitles(
    db,
    period.tenantId,
    top.map(([id]) => id),
  );
  return top.map(([positionId, counts]) => ({
    positionId,
    title: titles.get(positionId) ?? null,
    ...counts,
    conversion: counts.views === 0 ? null : counts.applications / counts.views,
  }));
};
