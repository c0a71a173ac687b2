import { notificationActionResponseSchema } from '@careers/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { http } from '@/lib/http/index.ts';
import { reportSilently } from '../lib/report-silently.ts';
import {
  restoreCachedNotifications,
  updateCachedNotifications,
} from './update-cached-notifications.ts';

/** POST /api/pcsx/notifications/mark_all_clicked */
export const markAllClicked = (domain: string) =>
  http.post(
    '/api/pcsx/notifications/mark_all_clicked',
    { domain },
    { schema: notificationActionResponseSchema.shape.data },
  );

/** "Mark all as read": applied at once, rolled back on error. */
export const useMarkAllClicked = () => {
  const domain = useDomain();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markAllClicked(domain),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: ['notifications', 'list', domain] });
      return updateCachedNotifications(queryClient, domain, (notification) => ({
        ...notification,
        isClicked: true,
      }));
    },
    onError: (error, _input, snapshot) => {
      reportSilently('mark all clicked', error);
      if (snapshot) restoreCachedNotifications(queryClient, snapshot);
    },
  });
};
