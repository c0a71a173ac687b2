import { api, NOTIFICATION_BADGE_REFRESH_MS } from '@careers/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDomain } from '@/lib/boot-data/index.ts';
import { callApi } from '@/lib/http/index.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { queryKeys } from './query-keys.ts';

export type NotificationTab = 'all' | 'action_required';

/** The notification centre never interrupts the page: a failed call is logged, not shown. */
export const reportNotificationFailure = (what: string, error: unknown) => {
  console.error(`Notifications: ${what} failed`, error);
};

/** Whether the centre shows, and with which tabs. A failure hides the centre (null, logged). */
export const notificationsBootDataQueryOptions = (domain: string) =>
  queryOptions({
    queryKey: queryKeys.notifications.bootData(domain),
    queryFn: ({ signal }) =>
      callApi(api.getNotificationsBootData, { query: { domain } }, { signal }).catch(
        (error: unknown) => {
          reportNotificationFailure('boot data', error);
          return null;
        },
      ),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useNotificationsBootData = ({ isEnabled }: { isEnabled: boolean }) => {
  const domain = useDomain();
  return useQuery({ ...notificationsBootDataQueryOptions(domain), enabled: isEnabled });
};

/**
 * How many arrived since the panel was last opened; a failure shows 0. The server sends an
 * ETag, so the browser's revalidation gets a bodiless 304 when nothing changed.
 */
export const notificationBadgeQueryOptions = (domain: string) =>
  queryOptions({
    queryKey: queryKeys.notifications.badge(domain),
    queryFn: ({ signal }) =>
      callApi(api.getNotificationBadge, { query: { domain } }, { signal }).then(
        (data) => data.count,
        (error: unknown) => {
          reportNotificationFailure('badge', error);
          return 0;
        },
      ),
    refetchInterval: NOTIFICATION_BADGE_REFRESH_MS,
    staleTime: NOTIFICATION_BADGE_REFRESH_MS,
    retry: false,
  });

export const useNotificationBadge = () => useQuery(notificationBadgeQueryOptions(useDomain()));

/** The candidate's notifications, newest first, in `language`; a failure shows an empty list. */
export const notificationsQueryOptions = (input: {
  domain: string;
  tab: NotificationTab;
  language: string;
}) =>
  queryOptions({
    queryKey: queryKeys.notifications.list(input.domain, input.tab, input.language),
    queryFn: ({ signal }) =>
      callApi(
        api.listNotifications,
        {
          query: {
            domain: input.domain,
            type_filter: input.tab === 'action_required' ? 'action_required' : undefined,
            hl: input.language,
          },
        },
        { signal },
      ).catch((error: unknown) => {
        reportNotificationFailure('list', error);
        return [];
      }),
    retry: false,
  });

/** Fetched while the panel is open; each opening shows a fresh list. */
export const useNotifications = (tab: NotificationTab) => {
  const domain = useDomain();
  const { i18n } = useTranslation();
  return useQuery({
    ...notificationsQueryOptions({ domain, tab, language: i18n.language }),
    staleTime: 0,
  });
};
