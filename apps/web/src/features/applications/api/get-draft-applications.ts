import { draftApplicationsResponseSchema } from '@careers/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { http } from '@/lib/http/index.ts';

/** GET /api/pcsx/draft_applications : the candidate's unfinished applications. */
export const getDraftApplications = async (domain: string, signal?: AbortSignal) =>
  (
    await http.get('/api/pcsx/draft_applications', {
      params: { domain },
      schema: draftApplicationsResponseSchema.shape.data,
      signal,
    })
  ).draft_applications;

export const draftApplicationsQueryOptions = (domain: string) =>
  queryOptions({
    queryKey: ['draft-applications', domain] as const,
    queryFn: ({ signal }) => getDraftApplications(domain, signal),
  });

export const useDraftApplications = () => useQuery(draftApplicationsQueryOptions(useDomain()));
