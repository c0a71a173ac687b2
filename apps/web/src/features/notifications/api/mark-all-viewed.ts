import { notificationActionResponseSchema } from '@careers/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { http } from '@/lib/http/index.ts';
import { reportSilently } from '../lib/report-silently.ts';
import { notificationBadgeQueryOptions } from './get-notification-badge.ts';

/** POST /api/pcsx/notifications/mark_all_viewed : the panel was opened. */
export const markAllViewed = (domain: string) =>
  http.post(
    '/api/pcsx/notifications/mark_all_viewed',
    { domain },
    { schema: notificationActionResponseSchema.shape.data },
  );

/** Opening the panel resets the badge to 0 at once; a failure is only logged. */
export const useMarkAllViewed = () => {
  const domain = useDomain();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markAllViewed(domain),
    onMutate: () => {
      queryClient.setQueryData(notificationBadgeQueryOptions(domain).queryKey, 0);
    },
    onError: (error) => reportSilently('mark all viewed', error),
  });
};
