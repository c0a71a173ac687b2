import { notificationActionResponseSchema } from '@careers/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { http } from '@/lib/http/index.ts';
import { reportSilently } from '../lib/report-silently.ts';
import {
  restoreCachedNotifications,
  updateCachedNotifications,
} from './update-cached-notifications.ts';

/** POST /api/pcsx/notifications/{id}/mark_clicked */
export const markClicked = (domain: string, id: string) =>
  http.post(
    `/api/pcsx/notifications/${encodeURIComponent(id)}/mark_clicked`,
    { domain },
    { schema: notificationActionResponseSchema.shape.data },
  );

/** Marks it clicked in the view at once; rolls back (and logs) when the server says no. */
export const useMarkClicked = () => {
  const domain = useDomain();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => markClicked(domain, id),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: ['notifications', 'list', domain] });
      return updateCachedNotifications(queryClient, domain, (notification) =>
        notification.id === id ? { ...notification, isClicked: true } : notification,
      );
    },
    onError: (error, _id, snapshot) => {
      reportSilently('mark clicked', error);
      if (snapshot) restoreCachedNotifications(queryClient, snapshot);
    },
  });
};
