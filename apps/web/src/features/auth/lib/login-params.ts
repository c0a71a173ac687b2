import { buildCareersUrl } from '@careers/shared';
import { toSafeNextPath } from './safe-next-path.ts';

/** The /careers/login and /candidate/login query: where to go after signing in. */
export type LoginParams = {
  pids: string[];
  microsite: string | undefined;
  hl: string | undefined;
  next: string | null;
};

export const readLoginParams = (searchParams: URLSearchParams): LoginParams => ({
  pids: (searchParams.get('pid') ?? '')
    .split(',')
    .map((pid) => pid.trim())
    .filter(Boolean),
  microsite: searchParams.get('microsite') || undefined,
  hl: searchParams.get('hl') || undefined,
  next: toSafeNextPath(searchParams.get('next')),
});

/** Where the login page sends a signed-in candidate: `next` when safe, else the dashboard. */
export const afterSignInPath = (params: LoginParams, domain: string): string =>
  params.next ??
  buildCareersUrl('/dashboard', domain, { microsite: params.microsite, hl: params.hl });
