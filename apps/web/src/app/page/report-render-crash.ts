import type { PageId } from '@careers/shared';
import { http } from '@/lib/http/index.ts';

export type RenderCrash = {
  error: unknown;
  componentStack?: string | null | undefined;
  pageId: PageId | undefined;
  domain: string;
  positionId?: number | undefined;
  url?: string;
};

/** The body of POST /vslog for a render crash (spec 000 section 7, spec 001 section 8). */
export const renderCrashLog = (crash: RenderCrash) => {
  const error = crash.error instanceof Error ? crash.error : new Error(String(crash.error));
  return {
    event: 'render_crash',
    namespace: 'pcsx_app',
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
  try {
    http
      .post('/vslog', renderCrashLog(crash), {
        params: { domain: crash.domain, pid: crash.positionId },
      })
      .catch(() => undefined);
  } catch {
    // Reporting is best effort.
  }
};
