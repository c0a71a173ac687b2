import { notificationsResponseSchema, type Notification } from '@careers/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDomain } from '@/lib/boot-data/index.ts';
import { http } from '@/lib/http/index.ts';
import { reportSilently } from '../lib/report-silently.ts';

export type NotificationTab = 'all' | 'action_required';

/** GET /api/pcsx/notifications?domain=&type_filter=action_required&hl= : newest first. */
export const getNotifications = (
  input: { domain: string; tab: NotificationTab; language: string },
  signal?: AbortSignal,
) =>
  http.get('/api/pcsx/notifications', {
    params: {
      domain: input.domain,
      type_filter: input.tab === 'action_required' ? 'action_required' : undefined,
      hl: input.language,
    },
    schema: notificationsResponseSchema.shape.data,
    signal,
  });

export const notificationsQueryOptions = (input: {
  domain: string;
  tab: NotificationTab;
  language: string;
}) =>
  queryOptions({
    queryKey: ['notifications', 'list', input.domain, input.tab, input.language] as const,
    // a failure shows an empty list (spec 000 section 8)
    queryFn: ({ signal }): Promise<Notification[]> =>
      getNotifications(input, signal).catch((error: unknown) => {
        reportSilently('list', error);
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
