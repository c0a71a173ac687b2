import type { AppDeps } from '../../core/app-deps.ts';
import { toAdminEvent } from './event-response.ts';

const PAST_LIMIT = 100;

/** The tenant's events for the console: upcoming soonest first, past (over) latest first. */
export const listAdminEvents = async (deps: Pick<AppDeps, 'db' | 'clock'>, tenantId: number) => {
  const now = deps.clock.now();
  const events = deps.db.selectFrom('events').selectAll().where('tenant_id', '=', tenantId);
  const [upcoming, past] = await Promise.all([
    events.where('ends_at', '>', now).orderBy('starts_at').orderBy('id').execute(),
    events
      .where('ends_at', '<=', now)
      .orderBy('starts_at', 'desc')
      .orderBy('id', 'desc')
      .limit(PAST_LIMIT)
      .execute(),
  ]);
  return { upcoming: upcoming.map(toAdminEvent), past: past.map(toAdminEvent) };
};
