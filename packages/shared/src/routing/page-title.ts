import type { TenantConfig } from '../tenant/tenant-config.ts';
import type { PageId } from './page-ids.ts';

export type PageTitleParts = {
  /** The search query and location, when the page shows a search. */
  query?: string | undefined;
  location?: string | undefined;
  /** The name of the open position. */
  position?: string | undefined;
};

type Translate = (key: string, values: Record<string, string>) => string;

export type PageTitleInput = PageTitleParts & {
  pageId: PageId;
  companyName: string;
  seoTitles: TenantConfig['seo']['pageTitles'];
};

const filled = (value: string | undefined): value is string => Boolean(value?.trim());

/**
 * The page's SEO config title; else '{query} at {location}' when the search has both; else
 * '{position} | {company}' when a position is open; else the tenant's SEO default title; else
 * 'Careers at {company}'.
 * The templates come from the web app's shell catalogue (title.*), so they translate and the
 * server's page head says what the app says.
 */
export const buildPageTitle = (input: PageTitleInput, t: Translate): string => {
  const pageTitle = input.seoTitles[input.pageId];
  if (filled(pageTitle)) return pageTitle.trim();
  if (filled(input.query) && filled(input.location)) {
    return t('title.search', { query: input.query.trim(), location: input.location.trim() });
  }
  if (filled(input.position)) {
    return t('title.position', { position: input.position.trim(), company: input.companyName });
  }
  // the tenant's SEO default only when nothing of the page says more
  const tenantDefault = input.seoTitles.default;
  if (filled(tenantDefault)) return tenantDefault.trim();
  return t('title.careers', { company: input.companyName });
};
