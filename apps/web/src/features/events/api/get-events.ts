import { api } from '@careers/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { queryKeys } from '@/lib/data/query-keys.ts';
import { callApi } from '@/lib/http/index.ts';

/** Upcoming events with the candidate's registration, and past events they registered for. */
export const eventsQueryOptions = (domain: string) =>
  queryOptions({
    queryKey: queryKeys.events.list(domain),
    queryFn: ({ signal }) => callApi(api.listEvents, { query: { domain } }, { signal }),
  });

export const useEvents = () => useQuery(eventsQueryOptions(useDomain()));
