import { api, endpointPath } from '@careers/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { queryKeys } from '@/lib/data/query-keys.ts';
import { callApi } from '@/lib/http/index.ts';

/**
 * Registers for an event, or cancels the registration. Success or refusal (the event filled up
 * meanwhile), the list is refreshed, so places left and statuses are the server's.
 */
export const useEventRegistration = (eventId: number) => {
  const domain = useDomain();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.events.all });
  const input = { params: { id: eventId }, query: { domain } };
  return {
    register: useMutation({
      mutationFn: () => callApi(api.registerForEvent, input),
      onSettled: refresh,
    }),
    cancel: useMutation({
      mutationFn: () => callApi(api.cancelEventRegistration, input),
      onSettled: refresh,
    }),
  };
};

/** The address of an event's calendar file: a plain link, the browser downloads it. */
export const eventCalendarHref = (eventId: number, domain: string) =>
  `${endpointPath(api.downloadEventCalendar, { id: eventId })}?domain=${encodeURIComponent(domain)}`;
