import { termsOfServiceResponseSchema } from '@careers/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { http } from '@/lib/http/index.ts';

/** GET /api/pcsx/terms_of_service?domain= : whether the signed-in candidate has attested. */
export const getTermsOfService = (domain: string, signal?: AbortSignal) =>
  http.get('/api/pcsx/terms_of_service', {
    params: { domain },
    schema: termsOfServiceResponseSchema.shape.data,
    signal,
  });

export const termsOfServiceQueryOptions = (domain: string) =>
  queryOptions({
    queryKey: ['terms-of-service', domain] as const,
    queryFn: ({ signal }) => getTermsOfService(domain, signal),
    // Attestation changes only through this client, which reloads the page afterwards.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useTermsOfService = ({ isEnabled }: { isEnabled: boolean }) => {
  const domain = useDomain();
  return useQuery({ ...termsOfServiceQueryOptions(domain), enabled: isEnabled });
};
