import { api } from '@careers/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { callApi } from '@/lib/http/index.ts';
import { queryKeys } from './query-keys.ts';

/** Whether the signed-in candidate has attested the tenant's terms of service. */
export const termsOfServiceQueryOptions = (domain: string) =>
  queryOptions({
    queryKey: queryKeys.termsOfService.one(domain),
    queryFn: ({ signal }) => callApi(api.getTermsOfService, { query: { domain } }, { signal }),
    // Attestation changes only through this client, which reloads the page afterwards.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useTermsOfService = ({ isEnabled }: { isEnabled: boolean }) => {
  const domain = useDomain();
  return useQuery({ ...termsOfServiceQueryOptions(domain), enabled: isEnabled });
};

/**
 * Attests the terms for the signed-in candidate. The cached status is left as it is: the gate
 * stays up (and can show a failure) until onboarding is posted too and the page reloads.
 */
export const attestTermsOfService = (domain: string) =>
  callApi(api.attestTermsOfService, { query: { domain } });
