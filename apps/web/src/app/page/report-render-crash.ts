import { VSLOG_NAMESPACE, type PageId, type VslogBody } from '@careers/shared';
import { sendAnalyticsEvent } from '@/lib/analytics/send-analytics-event.ts';

export type RenderCrash = {
  error: unknown;
  componentStack?: string | null | undefined;
  pageId: PageId | undefined;
  domain: string;
  positionId?: number | undefined;
  url?: string;
};

/** The analytics event of a render crash: the error, the component stack, the page and address. */
export const renderCrashLog = (crash: RenderCrash): VslogBody => {
  const error = crash.error instanceof Error ? crash.error : new Error(String(crash.error));
  return {
    event: 'render_crash',
    namespace: VSLOG_NAMESPACE,
    data_json: JSON.stringify({
      message: error.message,
      stack: error.stack ?? null,
      componentStack: crash.componentStack ?? null,
      pageId: crash.pageId ?? null,
      url: crash.url ?? window.location.href,
    }),
  };
};

/** Fire and forget: a failing report must never hide the error screen. */
export const reportRenderCrash = (crash: RenderCrash): void => {
  sendAnalyticsEvent(renderCrashLog(crash), {
    domain: crash.domain,
    positionId: crash.positionId,
  });
};
