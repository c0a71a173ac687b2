import type { Notification } from '@careers/shared';
import type { QueryClient } from '@tanstack/react-query';

type Snapshot = [readonly unknown[], Notification[] | undefined][];

/** Applies `change` to every cached list of this tenant; returns what to restore on failure. */
export const updateCachedNotifications = (
  queryClient: QueryClient,
  domain: string,
  change: (notification: Notification) => Notification,
): Snapshot => {
  const filters = { queryKey: ['notifications', 'list', domain] };
  const snapshot = queryClient.getQueriesData<Notification[]>(filters);
  queryClient.setQueriesData<Notification[]>(filters, (list) => list?.map(change));
  return snapshot;
};

export const restoreCachedNotifications = (queryClient: QueryClient, snapshot: Snapshot) => {
  for (const [queryKey, data] of snapshot) queryClient.setQueryData(queryKey, data);
};
