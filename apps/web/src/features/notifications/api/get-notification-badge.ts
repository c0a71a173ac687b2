import { NOTIFICATION_BADGE_REFRESH_MS, notificationBadgeResponseSchema } from '@careers/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { http } from '@/lib/http/index.ts';
import { reportSilently } from '../lib/report-silently.ts';

/**
 * GET /api/pcsx/notification_badge?domain= : unviewed since the panel was last opened. The
 * server sends an ETag, so the browser's revalidation gets a bodiless 304 when nothing changed.
 */
export const getNotificationBadge = (domain: string, signal?: AbortSignal) =>
  http.get('/api/pcsx/notification_badge', {
    params: { domain },
    schema: notificationBadgeResponseSchema.shape.data,
    signal,
  });

export const notificationBadgeQueryOptions = (domain: string) =>
  queryOptions({
    queryKey: ['notifications', 'badge', domain] as const,
    // a failure shows 0 (spec 000 section 8)
    queryFn: ({ signal }) =>
      getNotificationBadge(domain, signal).then(
        (data) => data.count,
        (error: unknown) => {
          reportSilently('badge', error);
          return 0;
        },
      ),
    refetchInterval: NOTIFICATION_BADGE_REFRESH_MS,
    staleTime: NOTIFICATION_BADGE_REFRESH_MS,
    retry: false,
  });

export const useNotificationBadge = () => useQuery(notificationBadgeQueryOptions(useDomain()));
