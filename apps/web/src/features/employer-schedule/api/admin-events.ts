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

/** After a change: the console's list and the candidates' list read again. */
const useRefreshEvents = () => {
  const domain = useDomain();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.employer.events(domain) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.events.all }),
    ]);
};

/** Creates an event, or replaces the one with `id`. */
export const useSaveEvent = () => {
  const domain = useDomain();
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: AdminEventInput }) =>
      id === null
        ? callApi(api.createEvent, { query: { domain }, body })
        : callApi(api.updateEvent, { params: { id }, query: { domain }, body }),
    onSuccess: refresh,
  });
};

/** Deletes an event with its registrations; candidates still registered are told. */
export const useDeleteEvent = () => {
  const domain = useDomain();
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: (id: number) => callApi(api.deleteEvent, { params: { id }, query: { domain } }),
    onSuccess: refresh,
  });
};
