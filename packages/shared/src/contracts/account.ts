import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint.ts';
import { SUPPORTED_LANGUAGES } from '../constants/languages.ts';
import { domainQuerySchema, idParamsSchema } from './common.ts';
import { NOTIFICATION_TYPES, notificationTypeSchema } from './notifications.ts';
import { savedSearchSchema } from './saved-positions.ts';

/** An IANA time zone name the runtime knows (`Europe/Berlin`, `UTC`). */
export const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

export const timeZoneSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine(isTimeZone, 'Choose a time zone from the list, such as Europe/Berlin.');

/** Per notification kind, whether it arrives by email and in the notification centre. */
export const notificationPreferenceSchema = z.object({ email: z.boolean(), inApp: z.boolean() });
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

export const notificationPreferencesSchema = z.record(
  notificationTypeSchema,
  notificationPreferenceSchema,
);
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** What a candidate has not chosen: every kind, both ways. */
export const defaultNotificationPreferences = (): Required<NotificationPreferences> =>
  Object.fromEntries(
    NOTIFICATION_TYPES.map((type) => [type, { email: true, inApp: true }]),
  ) as Required<NotificationPreferences>;

export const accountSettingsSchema = z.object({
  /** The sign-in email: shown, never edited here. */
  email: z.string(),
  /** The saved interface language; null follows the page, the site and the browser. */
  language: z.enum(SUPPORTED_LANGUAGES).nullable(),
  timeZone: z.string().nullable(),
  notificationPreferences: z.record(notificationTypeSchema, notificationPreferenceSchema),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

/** PATCH /api/pcsx/account/settings : only the fields sent change. */
export const updateAccountSettingsBodySchema = z
  .object({
    language: z.enum(SUPPORTED_LANGUAGES, 'Choose one of the listed languages.').nullable(),
    timeZone: timeZoneSchema.nullable(),
    notificationPreferences: z.partialRecord(notificationTypeSchema, notificationPreferenceSchema),
    domain: z.string().trim().toLowerCase().max(253),
  })
  .partial();
export type UpdateAccountSettingsBody = z.infer<typeof updateAccountSettingsBodySchema>;

/** PATCH /api/pcsx/saved_searches/:id : rename a job alert, pause or resume it. */
export const updateSavedSearchBodySchema = z
  .object({
    name: z.string().trim().min(1, 'Give the search a name.').max(120),
    isPaused: z.boolean('isPaused must be true or false.'),
    domain: z.string().trim().toLowerCase().max(253),
  })
  .partial();
export type UpdateSavedSearchBody = z.infer<typeof updateSavedSearchBodySchema>;

/** DELETE /api/pcsx/account : the candidate types their sign-in email to confirm. */
export const deleteAccountBodySchema = z.object({
  confirmation: z.string('Type your email address to confirm.').trim().max(254),
  domain: z.string().trim().toLowerCase().max(253).optional(),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

export const fileIdParamsSchema = z.object({ fileId: z.uuid('A file id is a UUID.') });

const tags = ['account'] as const;

export const accountEndpoints = defineEndpoints({
  getAccountSettings: {
    method: 'GET',
    path: '/api/pcsx/account/settings',
    summary: 'The candidate’s settings: language, time zone, notification preferences, email',
    tags,
    access: 'candidate',
    query: domainQuerySchema,
    data: accountSettingsSchema,
  },
  updateAccountSettings: {
    method: 'PATCH',
    path: '/api/pcsx/account/settings',
    summary: 'Change the language, time zone or notification preferences',
    tags,
    access: 'candidate',
    query: domainQuerySchema,
    body: updateAccountSettingsBodySchema,
    data: accountSettingsSchema,
  },
  updateSavedSearch: {
    method: 'PATCH',
    path: '/api/pcsx/saved_searches/:id',
    summary: 'Rename a job alert, or pause or resume it',
    tags: ['saved searches'],
    access: 'candidate',
    params: idParamsSchema,
    query: domainQuerySchema,
    body: updateSavedSearchBodySchema,
    data: savedSearchSchema,
  },
  exportAccount: {
    method: 'GET',
    path: '/api/pcsx/account/export',
    summary: 'Everything stored about the candidate on this site, as a JSON file (files as links)',
    tags,
    access: 'candidate',
    query: domainQuerySchema,
    produces: 'application/json',
  },
  downloadAccountFile: {
    method: 'GET',
    path: '/api/pcsx/account/files/:fileId',
    summary: 'One of the candidate’s own files, as the data export links it',
    tags,
    access: 'candidate',
    params: fileIdParamsSchema,
    query: domainQuerySchema,
    produces: 'application/octet-stream',
  },
  deleteAccount: {
    method: 'DELETE',
    path: '/api/pcsx/account',
    summary:
      'Delete the account on this site: personal data and files go, every session ends; the employer keeps anonymised records',
    tags,
    access: 'candidate',
    query: domainQuerySchema,
    body: deleteAccountBodySchema,
    data: z.object({ deleted: z.literal(true) }),
    errors: ['confirmation_mismatch'],
  },
});
