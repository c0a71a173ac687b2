import { api, type Notification } from '@careers/shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { callApi } from '@/lib/http/index.ts';
import { reportNotificationFailure } from './notifications.ts';
import { queryKeys } from './query-keys.ts';

type Snapshot = [readonly unknown[], Notification[] | undefined][];

/** Applies `change` to every cached list of this tenant; returns what to restore on failure. */
const updateCachedLists = async (
  queryClient: QueryClient,
  domain: string,
  change: (notification: Notification) => Notification,
): Promise<Snapshot> => {
  const filters = { queryKey: queryKeys.notifications.lists(domain) };
  await queryClient.cancelQueries(filters);
  const snapshot = queryClient.getQueriesData<Notification[]>(filters);
  queryClient.setQueriesData<Notification[]>(filters, (list) => list?.map(change));
  return snapshot;
};

const restore = (queryClient: QueryClient, snapshot: Snapshot | undefined) => {
  for (const [queryKey, data] of snapshot ?? []) queryClient.setQueryData(queryKey, data);
};

/** The panel was opened: the badge drops to 0 at once; a failure is only logged. */
export const useMarkAllViewed = () => {
  const domain = useDomain();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(api.markAllNotificationsViewed, { body: { domain } }),
    onMutate: () => {
      queryClient.setQueryData(queryKeys.notifications.badge(domain), 0);
    },
    onError: (error) => reportNotificationFailure('mark all viewed', error),
  });
};

/** Marks one clicked in every list at once; rolls back (and logs) when the server says no. */
export const useMarkClicked = () => {
  const domain = useDomain();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      callApi(api.markNotificationClicked, { params: { id }, body: { domain } }),
    onMutate: (id) =>
      updateCachedLists(queryClient, domain, (notification) =>
        notification.id === id ? { ...notification, isClicked: true } : notification,
      ),
    onError: (error, _id, snapshot) => {
      reportNotificationFailure('mark clicked', error);
      restore(queryClient, snapshot);
    },
  });
};

/** "Mark all as read": applied at once, rolled back (and logged) on error. */
export const useMarkAllClicked = () => {
  const domain = useDomain();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(api.markAllNotificationsClicked, { body: { domain } }),
    onMutate: () =>
      updateCachedLists(queryClient, domain, (notification) => ({
        ...notification,
        isClicked: true,
      })),
    onError: (error, _input, snapshot) => {
      reportNotificationFailure('mark all clicked', error);
      restore(queryClient, snapshot);
    },
  });
};
