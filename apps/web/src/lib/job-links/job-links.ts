import { CARRIED_OVER_PARAMS } from '@careers/shared';
import { pageLanguage } from '@/lib/i18n/page-language-links.ts';

/**
 * Keeps the tenant, the language (the address's `hl`, else the one the page was opened with)
 * and the carried-over parameters on a link.
 */
export const carriedParams = (current: URLSearchParams, domain: string): URLSearchParams => {
  const next = new URLSearchParams({ domain });
  const hl = current.get('hl') ?? pageLanguage();
  if (hl) next.set('hl', hl);
  for (const key of CARRIED_OVER_PARAMS) {
    const value = current.get(key);
    if (value) next.set(key, value);
  }
  return next;
};

export const jobHref = (pid: number, current: URLSearchParams, domain: string) =>
  `/careers/job/${pid}?${carriedParams(current, domain).toString()}`;

export const applyHref = (pid: number, current: URLSearchParams, domain: string) => {
  const params = carriedParams(current, domain);
  params.set('pid', String(pid));
  return `/careers/apply?${params.toString()}`;
};
