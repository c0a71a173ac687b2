import type { SiteSettings } from '@careers/shared';
import { sanitizePageHtml } from '../spa/index.ts';

const cleanOrUndefined = (html: string | undefined) =>
  html === undefined ? undefined : sanitizePageHtml(html);

/**
 * The settings with their HTML (footer, banners, the terms' disclaimer) cleaned as the page
 * cleans it, so what is stored is what every visitor is shown.
 */
export const sanitizeSettingsHtml = (settings: SiteSettings): SiteSettings => ({
  ...settings,
  branding: {
    ...settings.branding,
    customPageSections: {
      ...settings.branding.customPageSections,
      footerHtml: cleanOrUndefined(settings.branding.customPageSections.footerHtml),
    },
    banners: Object.fromEntries(
      Object.entries(settings.branding.banners).map(([page, banner]) => [
        page,
        { ...banner, html: sanitizePageHtml(banner.html) },
      ]),
    ),
  },
  termsOfService: {
    ...settings.termsOfService,
    disclaimerHtml: sanitizePageHtml(settings.termsOfService.disclaimerHtml),
  },
});
