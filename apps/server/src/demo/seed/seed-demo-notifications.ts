import type { NotificationType } from '@careers/shared';
import type { AppDeps } from '../../app-deps.ts';
import { createNotification, forgetCachedBadge } from '../../modules/notifications/index.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const mmddyyyy = (date: Date) =>
  `${String(date.getUTCMonth() + 1).padStart(2, '0')}/${String(date.getUTCDate()).padStart(2, '0')}/${date.getUTCFullYear()}`;

type DemoNotification = {
  type: NotificationType;
  params: Record<string, string>;
  path: string;
  age: number;
  isViewed?: boolean;
  isClicked?: boolean;
};

const DEMO_NOTIFICATIONS: DemoNotification[] = [
  {
    type: 'offer_extended',
    params: { position: 'Senior Software Engineer' },
    path: '/careers/offers',
    age: 25 * MINUTE,
  },
  {
    type: 'form_assigned',
    params: { form: 'Work eligibility and tax details' },
    path: '/careers/forms/center',
    age: 3 * HOUR,
  },
  {
    type: 'interview_scheduled',
    params: { position: 'Technical Product Manager', date: 'Thursday at 10:00' },
    path: '/careers/interviews',
    age: 9 * HOUR,
  },
  {
    type: 'job_alert',
    params: { count: '4', alert: 'Senior engineer, Austin' },
    path: '/careers/search',
    age: 1 * DAY,
    isViewed: true,
  },
  {
    type: 'application_status_changed',
    params: { position: 'Staff Software Engineer', status: 'Interviewing' },
    path: '/careers/applications',
    age: 2 * DAY,
    isViewed: true,
  },
  {
    type: 'offer_expiring',
    params: { position: 'Senior Software Engineer', date: '+2d' },
    path: '/careers/offers',
    age: 3 * DAY,
    isViewed: true,
  },
  {
    type: 'event_scheduled',
    params: { event: 'Northwind engineering open house', date: '+9d' },
    path: '/careers/events',
    age: 6 * DAY,
    isViewed: true,
    isClicked: true,
  },
];

/**
 * The demo candidate's notification centre: several categories, some action-required (per the
 * tenant's config), three unread. Only seeded when the candidate has none, so a restart keeps
 * what the visitor clicked.
 */
export const seedDemoNotifications = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  owner: { tenantId: number; email: string; domain: string },
) => {
  const candidate = await deps.db
    .selectFrom('candidates')
    .select('id')
    .where('tenant_id', '=', owner.tenantId)
    .where('email', '=', owner.email)
    .executeTakeFirst();
  if (!candidate) return 0;
  const existing = await deps.db
    .selectFrom('notifications')
    .select('id')
    .where('candidate_id', '=', candidate.id)
    .limit(1)
    .executeTakeFirst();
  if (existing) return 0;
  const now = deps.clock.now().getTime();
  // '+Nd' is a date N days from now, written as offer notifications write dates (MM/DD/YYYY)
  const withDates = (params: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(params).map(([key, value]) => {
        const days = /^\+(\d+)d$/.exec(value)?.[1];
        return [key, days ? mmddyyyy(new Date(now + Number(days) * DAY)) : value];
      }),
    );
  for (const item of DEMO_NOTIFICATIONS) {
    const id = await createNotification(deps, {
      tenantId: owner.tenantId,
      candidateId: candidate.id,
      type: item.type,
      params: withDates(item.params),
      redirectUrl: `${item.path}?domain=${encodeURIComponent(owner.domain)}`,
      createdAt: new Date(now - item.age),
    });
    if (id && (item.isViewed || item.isClicked)) {
      await deps.db
        .updateTable('notifications')
        .set({ is_viewed: true, is_clicked: item.isClicked ?? false })
        .where('id', '=', id)
        .execute();
    }
  }
  forgetCachedBadge(deps.db, candidate.id);
  return DEMO_NOTIFICATIONS.length;
};
