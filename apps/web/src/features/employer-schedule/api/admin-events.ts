import { api, type AdminEventInput } from '@careers/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { queryKeys } from '@/lib/data/query-keys.ts';
import { callApi } from '@/lib/http/index.ts';

/** The tenant's events, upcoming and past, with their registration counts. */
export const useAdminEvents = () => {
  const domain = useDomain();
  return useQuery({
    queryKey: queryKeys.employer.events(domain),
    queryFn: ({ signal }) => callApi(api.listAdminEvents, { query: { domain } }, { signal }),
  });
};

/** An event's registrations, cancelled ones included. */
export const useEventRegistrations = (eventId: number) => {
  const domain = useDomain();
  return useQuery({
    queryKey: queryKeys.employer.eventRegistrations(domain, eventId),
    queryFn: ({ signal }) =>
      callApi(
        api.listEventRegistrations,
        { params: { id: eventId }, query: { domain } },
        { signal },
      ),
  });
};

/** Creates an event, or replaces the one with `id`; the candidates' list and ours refresh. */
export const useSaveEvent = () => {
  const domain = useDomain();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: AdminEventInput }) =>
      id === null
        ? callApi(api.createEvent, { query: { domain }, body })
        : callApi(api.updateEvent, { params: { id }, query: { domain }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.employer.events(domain) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.events.all }),
      ]),
  });
};
