import { notificationsBootDataResponseSchema } from '@careers/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { http } from '@/lib/http/index.ts';
import { reportSilently } from '../lib/report-silently.ts';

/** GET /api/pcsx/notifications_boot_data?domain= : whether the centre shows, with which tabs. */
export const getNotificationsBootData = (domain: string, signal?: AbortSignal) =>
  http.get('/api/pcsx/notifications_boot_data', {
    params: { domain },
    schema: notificationsBootDataResponseSchema.shape.data,
    signal,
  });

export const notificationsBootDataQueryOptions = (domain: string) =>
  queryOptions({
    queryKey: ['notifications', 'boot-data', domain] as const,
    // a failure hides the centre (spec 000 section 8): null, logged
    queryFn: ({ signal }) =>
      getNotificationsBootData(domain, signal).catch((error: unknown) => {
        reportSilently('boot data', error);
        return null;
      }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useNotificationsBootData = ({ isEnabled }: { isEnabled: boolean }) => {
  const domain = useDomain();
  return useQuery({ ...notificationsBootDataQueryOptions(domain), enabled: isEnabled });
};
