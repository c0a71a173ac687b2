import { buildCareersUrl, matchLanguage, type Language } from '@careers/shared';
import { getInitialPageParams } from '@/lib/boot-data/page-params.ts';

/** The language the page was opened with through `hl` (a shared link, the language switcher). */
export const pageLanguage = (): Language | undefined => matchLanguage(getInitialPageParams().hl);

const isInAppHref = (href: string) => href.startsWith('/') && !href.startsWith('//');

/**
 * An in-app href that keeps the language the page was opened with through `hl`, so a reload, a
 * new tab or a copied link opens in it too (the cookie alone does not travel). Links to other
 * sites, hrefs naming their own `hl`, and pages opened without `hl` are left as they are.
 */
export const withPageLanguage = (href: string, language = pageLanguage()): string => {
  if (!language || !isInAppHref(href)) return href;
  const url = new URL(href, 'http://in-app.invalid');
  if (url.searchParams.has('hl')) return href;
  url.searchParams.set('hl', language);
  return `${url.pathname}${url.search}${url.hash}`;
};

/** A careers page's href on this tenant (buildCareersUrl), keeping the page's `hl`. */
export const careersHref = (
  path: string,
  domain: string,
  params: Record<string, string | undefined> = {},
): string => withPageLanguage(buildCareersUrl(path, domain, params));
