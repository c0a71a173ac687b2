import type { PageId } from '@careers/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { http } from '@/lib/http/index.ts';
import { LOGGED_PAGES, pageLoadEvent } from './page-load-event.ts';

export type PageLoadLoggerProps = {
  pageId: PageId | undefined;
  domain: string;
  positionId: number | undefined;
};

/**
 * Sends one `page_load` event to /vslog (with `pid` and the UTM parameters) each time a logged
 * page is entered. Fire and forget: analytics never disturb the page.
 */
export const PageLoadLogger = ({ pageId, domain, positionId }: PageLoadLoggerProps) => {
  const location = useLocation();
  const { pathname } = location;
  useEffect(() => {
    if (!pageId || !LOGGED_PAGES.has(pageId)) return;
    http
      .post('/vslog', pageLoadEvent(pageId, { pathname, search: window.location.search }), {
        params: { domain, pid: positionId },
      })
      .catch(() => undefined);
  }, [pageId, pathname, domain, positionId]);
  return null;
};
