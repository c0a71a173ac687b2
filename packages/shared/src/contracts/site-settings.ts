import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint.ts';
import { siteSettingsSchema } from '../tenant/site-settings.ts';
import { domainQuerySchema } from './common.ts';

/** The site settings with the version they were read at. */
export const versionedSiteSettingsSchema = z.object({
  version: z.int().min(1),
  settings: siteSettingsSchema,
});
export type VersionedSiteSettings = z.infer<typeof versionedSiteSettingsSchema>;

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
    summary:
      'Save the site settings, in force on every node at once; invalid values are refused per field and nothing is saved',
    tags,
    access: 'admin',
    permission: 'settings',
    query: domainQuerySchema,
    body: saveSiteSettingsBodySchema,
    data: versionedSiteSettingsSchema,
    errors: ['settings_invalid', 'conflict'],
  },
});
