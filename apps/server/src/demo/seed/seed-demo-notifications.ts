import { buildCareersUrl, type ApplicationStatus, type NotificationType } from '@careers/shared';
import type { AppDeps } from '../../core/app-deps.ts';
import { createNotification, forgetCachedBadge } from '../../modules/notifications/index.ts';
import { demoInterviewStart } from './demo-application-story.ts';
import type { DemoStory } from './seed-demo-applications.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The statuses the demo tells of (kept as codes, as the applications module does). */
const NOTIFIED_STATUSES: readonly ApplicationStatus[] = [
  'in_review',
  'interviewing',
  'hired',
  'rejected',
];

type DemoNotification = {
  type: NotificationType;
  params: Record<string, string>;
  path: string;
  at: Date;
  isViewed?: boolean;
  isClicked?: boolean;
};

type Owner = { tenantId: number; candidateId: number; domain: string };

/** Notifications of what the demo offers and forms are: the newest offer, a revision, a form. */
const offerAndFormNotifications = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  owner: Owner,
): Promise<DemoNotification[]> => {
  const now = deps.clock.now().getTime();
  const offers = await deps.db
    .selectFrom('offers')
    .select(['id', 'enc_id', 'position_name', 'status'])
    .where('candidate_id', '=', owner.candidateId)
    .where('status', '=', 'Extended')
    .orderBy('updated_at', 'desc')
    .execute();
  const revised = await deps.db
    .selectFrom('offer_documents as d')
    .innerJoin('offers as o', 'o.id', 'd.offer_id')
    .select(['o.enc_id', 'o.position_name'])
    .where('o.candidate_id', '=', owner.candidateId)
    .where('d.under_revision', '=', true)
    .executeTakeFirst();
  const form = await deps.db
    .selectFrom('form_assignments as a')
    .innerJoin('forms as f', 'f.id', 'a.form_id')
    .select(['f.form_key', 'f.title', 'a.created_at'])
    .where('a.candidate_id', '=', owner.candidateId)
    .where('a.status', '=', 'open')
    .executeTakeFirst();
  const offerPath = (encId: string) => buildCareersUrl(`/offer/${encId}`, owner.domain);
  const newest = offers[0];
  return [
    ...(newest
      ? [
          {
            type: 'offer_extended' as const,
            params: { position: newest.position_name },
            path: offerPath(newest.enc_id),
            at: new Date(now - 25 * MINUTE),
          },
        ]
      : []),
    ...(revised
      ? [
          {
            type: 'offer_document_revised' as const,
            params: { position: revised.position_name },
            path: offerPath(revised.enc_id),
            at: new Date(now - 12 * HOUR),
            isViewed: true,
          },
        ]
      : []),
    ...(form
      ? [
          {
            type: 'form_assigned' as const,
            params: { form: form.title },
            path: buildCareersUrl('/forms', owner.domain, { form_id: form.form_key }),
            at: form.created_at,
          },
        ]
      : []),
  ];
};

const mmddyyyy = (date: Date) =>
  `${String(date.getUTCMonth() + 1).padStart(2, '0')}/${String(date.getUTCDate()).padStart(2, '0')}/${date.getUTCFullYear()}`;

/**
 * One notification per employer move the demo's applications went through lately, and the
 * interview scheduled for the application in 'interviewing' (unread: the news of the day).
 */
const applicationNotifications = (story: DemoStory, owner: Owner, now: Date) =>
  story.applications.flatMap((application): DemoNotification[] => {
    if (!NOTIFIED_STATUSES.includes(application.status)) return [];
    const moved: DemoNotification = {
      type: 'application_status_changed',
      params: { position: application.positionName, status: application.status },
      path: buildCareersUrl('/dashboard', owner.domain, { tab: 'applications' }),
      at: application.changedAt,
      isViewed: true,
      isClicked: application.status === 'rejected',
    };
    if (application.status !== 'interviewing') return [moved];
    const interviewAt = demoInterviewStart(now);
    return [
      moved,
      {
        type: 'interview_scheduled',
        params: {
          position: application.positionName,
          date: `${mmddyyyy(interviewAt)} 15:00 UTC`,
        },
        path: buildCareersUrl('/interviews', owner.domain),
        at: new Date(application.changedAt.getTime() + 5 * MINUTE),
      },
    ];
  });

/**
 * The demo candidate's notification centre, told from the seeded data: the newest offer, a
 * revised document, an assigned form, the application moves of the last weeks and the interview
 * of the application in 'interviewing'; each links to what it names. Only seeded when the
 * candidate has none, so a restart keeps what the visitor clicked.
 */
export const seedDemoNotifications = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  owner: { tenantId: number; email: string; domain: string },
  story: DemoStory,
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
  const full = { ...owner, candidateId: candidate.id };
  const items = [
    ...(await offerAndFormNotifications(deps, full)),
    ...applicationNotifications(story, full, deps.clock.now()),
  ];
  for (const item of items) {
    const id = await createNotification(deps, {
      tenantId: owner.tenantId,
      candidateId: candidate.id,
      type: item.type,
      params: item.params,
      redirectUrl: item.path,
      createdAt: item.at,
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
  return items.length;
};
