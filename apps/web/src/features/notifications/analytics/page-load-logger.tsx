import type { PageId } from '@careers/shared';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { sendAnalyticsEvent } from '@/lib/analytics/send-analytics-event.ts';
import { LOGGED_PAGES, pageLoadEvent } from './page-load-event.ts';

export type PageLoadLoggerProps = {
  pageId: PageId | undefined;
  domain: string;
  positionId: number | undefined;
};

/**
 * Sends one `page_load` analytics event (with `pid` and the UTM parameters) each time a logged
 * page is entered. Fire and forget: analytics never disturb the page.
 */
export const PageLoadLogger = ({ pageId, domain, positionId }: PageLoadLoggerProps) => {
  const { pathname } = useLocation();
  // once per page entered: a page that later puts a pid in its address (the search page
  // selecting a job) is not a second page load
  const lastLogged = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!pageId || !LOGGED_PAGES.has(pageId)) return;
    const key = `${pageId} ${pathname}`;
    if (lastLogged.current === key) return;
    lastLogged.current = key;
    sendAnalyticsEvent(pageLoadEvent(pageId, { pathname, search: window.location.search }), {
      domain,
      positionId,
    });
  }, [pageId, pathname, domain, positionId]);
  return null;
};
