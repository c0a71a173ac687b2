import { api, type VslogBody } from '@careers/shared';
import { callApi } from '@/lib/http/index.ts';

export type AnalyticsEventContext = {
  domain: string;
  /** The position the page shows, when it shows one. */
  positionId?: number | undefined;
};

/** Sends one analytics event (a page load, a render crash). Fire and forget: analytics never disturb the page. */
export const sendAnalyticsEvent = (
  body: VslogBody,
  { domain, positionId }: AnalyticsEventContext,
) => {
  try {
    callApi(api.recordAnalyticsEvent, {
      query: { domain, pid: positionId === undefined ? undefined : String(positionId) },
      body,
    }).catch(() => undefined);
  } catch {
    // Reporting is best effort.
  }
};
