import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint.ts';
import type { SiteSettings } from '../tenant/site-settings.ts';
import { domainQuerySchema } from './common.ts';

/**
 * The site settings with the version they were read at. The settings are described by
 * `siteSettingsSchema` (which the server applies on save) and typed here by it, but not named in
 * the answer's schema: every endpoint definition ships in the search page's first-load
 * JavaScript, and the settings' schema alone would push it over its budget.
 */
const versionedSiteSettingsSchema = z.object({
  version: z.int().min(1),
  settings: z.custom<SiteSettings>((value) => typeof value === 'object' && value !== null),
});
export type VersionedSiteSettings = { version: number; settings: SiteSettings };

/**
 * A save: the settings are checked by the server against the tenant schema (a 422 names each
 * refused field), so the body takes any object here rather than refusing it whole with a 400.
 */
export const saveSiteSettingsBodySchema = z.object({
  /** The version the editor started from; a newer save since is a 409 conflict. */
  version: z.int().min(1),
  settings: z.record(z.string(), z.unknown()),
});
export type SaveSiteSettingsBody = z.infer<typeof saveSiteSettingsBodySchema>;

/** The multipart field of a logo upload, and what it takes: PNG, JPEG or WebP, by content. */
export const SITE_LOGO_FIELD = 'logo';
export const SITE_LOGO_MAX_BYTES = 1024 * 1024;
export const SITE_LOGO_ACCEPT = 'image/png,image/jpeg,image/webp';

const siteLogoParamsSchema = z.object({ fileId: z.uuid() });

const tags = ['site settings'];

export const siteSettingsEndpoints = defineEndpoints({
  getSiteSettings: {
    method: 'GET',
    path: '/api/admin/settings',
    summary:
      "The tenant's site settings: branding, navigation, pages, switches, the chat assistant",
    tags,
    access: 'admin',
    permission: 'settings',
    query: domainQuerySchema,
    data: versionedSiteSettingsSchema,
  },
  saveSiteSettings: {
    method: 'PUT',
    path: '/api/admin/settings',
    // In force on every node at once; a refused value is named per field (422) and nothing is saved.
    summary: 'Save the site settings',
    tags,
    access: 'admin',
    permission: 'settings',
    query: domainQuerySchema,
    body: saveSiteSettingsBodySchema,
    data: versionedSiteSettingsSchema,
    errors: ['settings_invalid', 'conflict'],
  },
  uploadSiteLogo: {
    method: 'POST',
    path: '/api/admin/settings/logo',
    // Answers the address for branding.logoUrl; the site shows it once the settings are saved.
    summary: `Upload a logo (multipart ${SITE_LOGO_FIELD})`,
    tags,
    access: 'admin',
    permission: 'settings',
    query: domainQuerySchema,
    bodyType: 'multipart',
    status: 201,
    data: z.object({ logoUrl: z.string() }),
    errors: ['bad_request', 'file_empty', 'file_too_large', 'file_type_not_allowed'],
  },
  getSiteLogo: {
    method: 'GET',
    path: '/api/pcsx/site_logo/:fileId',
    summary: 'An uploaded logo',
    tags,
    access: 'public',
    params: siteLogoParamsSchema,
    query: domainQuerySchema,
    produces: 'image/*',
  },
});
