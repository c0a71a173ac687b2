import { api } from '@careers/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { queryKeys } from '@/lib/data/query-keys.ts';
import { callApi } from '@/lib/http/index.ts';

/** The site's candidates whose name, email, skills or title hold every word of `q`. */
export const useCandidateSearch = (filters: { q: string; page: number }) => {
  const domain = useDomain();
  return useQuery({
    queryKey: queryKeys.employer.candidates(domain, filters),
    queryFn: ({ signal }) =>
      callApi(
        api.searchCandidates,
        { query: { domain, page: filters.page, ...(filters.q && { q: filters.q }) } },
        { signal },
      ),
    placeholderData: keepPreviousData,
    // the page shows its own error with a retry
    meta: { errorToast: false },
  });
};

/** One candidate: profile, current resume and applications with answers and history. */
export const useAdminCandidate = (id: number) => {
  const domain = useDomain();
  return useQuery({
    queryKey: queryKeys.employer.candidate(domain, id),
    queryFn: ({ signal }) =>
      callApi(api.getAdminCandidate, { params: { id }, query: { domain } }, { signal }),
    enabled: Number.isInteger(id) && id > 0,
    meta: { errorToast: false },
  });
};
