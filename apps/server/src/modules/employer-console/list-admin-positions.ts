import { ADMIN_POSITION_PAGE_SIZE, type AdminPositionSummary } from '@careers/shared';
import { sql } from 'kysely';
import type { AppDeps } from '../../core/app-deps.ts';
import { escapeLike } from '../../db/escape-like.ts';

type Filters = {
  q?: string | undefined;
  status?: 'open' | 'closed' | undefined;
  department?: string | undefined;
  page: number;
};

/** The tenant's positions for the console: title search, status and department filters, a page. */
export const listAdminPositions = async (
  deps: Pick<AppDeps, 'db'>,
  tenantId: number,
  filters: Filters,
) => {
  let query = deps.db.selectFrom('positions').where('positions.tenant_id', '=', tenantId);
  if (filters.q) query = query.where('title', 'ilike', `%${escapeLike(filters.q)}%`);
  if (filters.status) query = query.where('status', '=', filters.status);
  if (filters.department) query = query.where('department', '=', filters.department);
  const [rows, count, departments] = await Promise.all([
    query
      .select((eb) => [
        'positions.id',
        'title',
        'department',
        'employment_type',
        'status',
        'is_remote',
        'posted_at',
        'positions.updated_at',
        eb
          .selectFrom('applications')
          .whereRef('applications.position_id', '=', 'positions.id')
          .select(eb.fn.countAll<string>().as('n'))
          .as('application_count'),
      ])
      .orderBy('positions.updated_at', 'desc')
      .orderBy('positions.id', 'desc')
      .limit(ADMIN_POSITION_PAGE_SIZE)
      .offset((filters.page - 1) * ADMIN_POSITION_PAGE_SIZE)
      .execute(),
    query.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    deps.db
      .selectFrom('positions')
      .select('department')
      .distinct()
      .where('tenant_id', '=', tenantId)
      .orderBy('department')
      .execute(),
  ]);
  const positions: AdminPositionSummary[] = rows.map((row) => ({
    id: row.id,
    title: row.title,
    department: row.department,
    employmentType: row.employment_type,
    status: row.status,
    isRemote: row.is_remote,
    postedAt: new Date(row.posted_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    applicationCount: Number(row.application_count ?? 0),
  }));
  return { positions, total: Number(count.n), departments: departments.map((d) => d.department) };
};
