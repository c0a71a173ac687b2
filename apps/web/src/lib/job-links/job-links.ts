import { CARRIED_OVER_PARAMS } from '@careers/shared';

/** Keeps the tenant, the language and the carried-over parameters on a link. */
export const carriedParams = (current: URLSearchParams, domain: string): URLSearchParams => {
  const next = new URLSearchParams({ domain });
  const hl = current.get('hl');
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
