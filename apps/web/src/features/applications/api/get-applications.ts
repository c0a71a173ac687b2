import { dashboardApplicationsResponseSchema } from '@careers/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { http } from '@/lib/http/index.ts';

/** GET /api/pcsx/dashboard/applications : applications and inactiveApplications. */
export const getApplications = (domain: string, signal?: AbortSignal) =>
  http.get('/api/pcsx/dashboard/applications', {
    params: { domain },
    schema: dashboardApplicationsResponseSchema.shape.data,
    signal,
  });

export const applicationsQueryOptions = (domain: string) =>
  queryOptions({
    queryKey: ['applications', domain] as const,
    queryFn: ({ signal }) => getApplications(domain, signal),
  });

export const useApplications = () => useQuery(applicationsQueryOptions(useDomain()));
