import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint.ts';
import { dataEnvelope } from '../api/envelope.ts';
import { domainQuerySchema } from './common.ts';

/**
 * The notification centre's calls: what happened to the candidate's offers, forms, applications,
 * interviews and job alerts. Every call names its tenant with `domain`; the POSTs carry it in the body.
 */
export const NOTIFICATION_TYPES = [
  'offer_extended',
  'offer_document_revised',
  'offer_expiring',
  'form_assigned',
  'application_status_changed',
  'interview_scheduled',
  'event_scheduled',
  'job_alert',
] as const;
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  categoryTitle: z.string(),
  message: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  isClicked: z.boolean(),
  isViewed: z.boolean(),
  isActionRequired: z.boolean(),
  redirectUrl: z.string(),
  notificationType: notificationTypeSchema,
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsBootDataSchema = z.object({
  groupId: z.string(),
  isLoggedIn: z.boolean(),
  enableCandidateInappNotifications: z.boolean(),
  hasActionRequiredNotificationsConfigured: z.boolean(),
});
export type NotificationsBootData = z.infer<typeof notificationsBootDataSchema>;
export const notificationsBootDataResponseSchema = dataEnvelope(notificationsBootDataSchema);

/** GET /api/pcsx/notifications?domain=&type_filter=action_required&hl= */
export const notificationsQuerySchema = z.object({
  domain: z.string().trim().toLowerCase().max(253).optional(),
  type_filter: z.literal('action_required').optional(),
  hl: z.string().max(10).optional(),
});
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;
export const notificationsResponseSchema = dataEnvelope(z.array(notificationSchema));
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/** GET /api/pcsx/notification_badge?domain= : unviewed since the panel was last opened. */
export const notificationBadgeResponseSchema = dataEnvelope(
  z.object({ count: z.number().int().nonnegative() }),
);
export type NotificationBadgeResponse = z.infer<typeof notificationBadgeResponseSchema>;

/** Body of mark_all_viewed, {id}/mark_clicked and mark_all_clicked. */
export const notificationActionBodySchema = z
  .object({ domain: z.string().trim().toLowerCase().max(253).optional() })
  .default({});
export type NotificationActionBody = z.infer<typeof notificationActionBodySchema>;

export const notificationIdParamsSchema = z.object({
  id: z.string().regex(/^\d{1,18}$/, 'A notification id is a number.'),
});

export const notificationActionResponseSchema = dataEnvelope(
  z.object({ updated: z.number().int().nonnegative() }),
);
export type NotificationActionResponse = z.infer<typeof notificationActionResponseSchema>;

/** The notification centre per tenant: off unless enabled. */
export const notificationsConfigSchema = z
  .object({
    enableCandidateInappNotifications: z.boolean().default(false),
    /** Types shown under 'Action required'; empty hides that tab. */
    actionRequiredTypes: z.array(notificationTypeSchema).default([]),
    /** Types also sent by email (to the candidate's address), besides the in-app notification. */
    emailNotificationTypes: z.array(notificationTypeSchema).default(['application_status_changed']),
  })
  .prefault({});
export type NotificationsConfig = z.infer<typeof notificationsConfigSchema>;

/** Timings and sizes of the notification centre: badge refresh, anchor lookup, panel size. */
export const NOTIFICATION_BADGE_REFRESH_MS = 5 * 60_000;
export const NOTIFICATION_ANCHOR_TRIES = 30;
export const NOTIFICATION_ANCHOR_INTERVAL_MS = 300;
export const NOTIFICATION_PANEL_WIDTH_PX = 480;
export const NOTIFICATION_PANEL_MAX_HEIGHT = 'min(70vh, 600px)';
/** At this width and narrower the panel is a fullscreen modal (phone and tablet). */
export const NOTIFICATION_FULLSCREEN_MAX_WIDTH_PX = 1024;

const tags = ['notifications'] as const;

const markBody = {
  tags,
  access: 'candidate',
  query: domainQuerySchema,
  body: notificationActionBodySchema,
  data: notificationActionResponseSchema.shape.data,
} as const;

/**
 * The notification centre. The candidate calls answer 404 for a tenant without the centre
 * (`notificationsConfig.enableCandidateInappNotifications`).
 */
export const notificationEndpoints = defineEndpoints({
  getNotificationsBootData: {
    method: 'GET',
    path: '/api/pcsx/notifications_boot_data',
    summary: 'Is the notification centre shown, and with the action-required tab?',
    tags,
    access: 'public',
    query: domainQuerySchema,
    data: notificationsBootDataSchema,
  },
  listNotifications: {
    method: 'GET',
    path: '/api/pcsx/notifications',
    summary: "The candidate's notifications, newest first, in the language `hl`",
    tags,
    access: 'candidate',
    query: notificationsQuerySchema,
    data: notificationsResponseSchema.shape.data,
  },
  getNotificationBadge: {
    method: 'GET',
    path: '/api/pcsx/notification_badge',
    summary: 'How many arrived since the panel was last opened; 304 for a matching ETag',
    tags,
    access: 'candidate',
    query: domainQuerySchema,
    data: notificationBadgeResponseSchema.shape.data,
  },
  markAllNotificationsViewed: {
    method: 'POST',
    path: '/api/pcsx/notifications/mark_all_viewed',
    summary: 'The panel was opened: reset the badge',
    ...markBody,
  },
  markNotificationClicked: {
    method: 'POST',
    path: '/api/pcsx/notifications/:id/mark_clicked',
    summary: 'One notification was clicked (404 for an unknown one)',
    params: notificationIdParamsSchema,
    ...markBody,
  },
  markAllNotificationsClicked: {
    method: 'POST',
    path: '/api/pcsx/notifications/mark_all_clicked',
    summary: 'Mark every notification clicked',
    ...markBody,
  },
});
