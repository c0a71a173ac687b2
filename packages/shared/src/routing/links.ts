/** Query parameters carried over on links by default. */
export const CARRIED_OVER_PARAMS = [
  'utm_source',
  'utm_campaign',
  'src',
  'source',
  'microsite',
  'ref_src',
  'referral_token',
] as const;

export type CandidateLoginAddress = {
  domain: string;
  pids?: readonly (number | string)[];
  microsite?: string;
  hl?: string;
  next: string;
};

/** The /candidate/login address shape: domain, pid comma-joined, optional microsite and hl, next. */
export const buildCandidateLoginUrl = (address: CandidateLoginAddress): string => {
  const params = new URLSearchParams({ domain: address.domain });
  if (address.pids?.length) params.set('pid', address.pids.join(','));
  if (address.microsite) params.set('microsite', address.microsite);
  if (address.hl) params.set('hl', address.hl);
  params.set('next', address.next);
  return `/candidate/login?${params.toString()}`;
};

/** Links are built as /careers/... with the domain parameter. */
export const buildCareersUrl = (
  path: string,
  domain: string,
  params: Record<string, string | undefined> = {},
): string => {
  const search = new URLSearchParams({ domain });
  for (const [key, value] of Object.entries(params))
    if (value !== undefined) search.set(key, value);
  const suffix = path.startsWith('/') ? path : `/${path}`;
  return `/careers${suffix === '/' ? '' : suffix}?${search.toString()}`;
};
