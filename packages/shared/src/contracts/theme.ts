import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint.ts';
import { themeSchema } from '../theme/theme-schema.ts';
import { domainQuerySchema } from './common.ts';

/** One published version of a tenant's theme. */
export const themeVersionSchema = z.object({
  version: z.number().int(),
  publishedAt: z.string(),
  /** Who published it: an email, or an API token's name. */
  publishedBy: z.string(),
  /** Set when this version brought back an earlier one. */
  revertedFrom: z.number().int().nullable(),
});
export type ThemeVersion = z.infer<typeof themeVersionSchema>;

/** The theme in force: null version when nothing was ever published (the defaults apply). */
export const publishedThemeSchema = z.object({
  version: z.number().int().nullable(),
  theme: themeSchema,
});
export type PublishedTheme = z.infer<typeof publishedThemeSchema>;

export const publishThemeBodySchema = z.object({
  theme: themeSchema,
  /** The version the editor started from; a newer one published since is a 409 conflict. */
  baseVersion: z.number().int().nullable().optional(),
});
export type PublishThemeBody = z.input<typeof publishThemeBodySchema>;

export const themeVersionParamsSchema = z.object({ version: z.coerce.number().int().min(1) });

export const themeHistorySchema = z.object({ versions: z.array(themeVersionSchema) });

const tags = ['theme builder'];

export const themeEndpoints = defineEndpoints({
  getTheme: {
    method: 'GET',
    path: '/api/admin/theme',
    summary: "The tenant's published theme (design tokens per product)",
    tags,
    access: 'admin',
    permission: 'theme',
    query: domainQuerySchema,
    data: publishedThemeSchema,
  },
  publishTheme: {
    method: 'PUT',
    path: '/api/admin/theme',
    summary:
      'Publish a theme as a new version, for every visitor at once; unknown tokens, bad values and text under WCAG AA contrast are refused per field',
    tags,
    access: 'admin',
    permission: 'theme',
    query: domainQuerySchema,
    body: publishThemeBodySchema,
    data: publishedThemeSchema,
    errors: ['theme_invalid', 'conflict'],
  },
  listThemeVersions: {
    method: 'GET',
    path: '/api/admin/theme/versions',
    summary: 'Every published version of the theme, newest first',
    tags,
    access: 'admin',
    permission: 'theme',
    query: domainQuerySchema,
    data: themeHistorySchema,
  },
  revertTheme: {
    method: 'POST',
    path: '/api/admin/theme/versions/:version/revert',
    summary: 'Publish an earlier version again, as a new version',
    tags,
    access: 'admin',
    permission: 'theme',
    params: themeVersionParamsSchema,
    query: domainQuerySchema,
    data: publishedThemeSchema,
    errors: ['not_found', 'theme_invalid'],
  },
});
