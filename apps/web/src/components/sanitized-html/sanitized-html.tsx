import { lazy, Suspense } from 'react';
import { loadChunk } from '@/lib/chunk-load/index.ts';
import type { SanitizedHtmlProps } from './purified-html.tsx';

// DOMPurify comes with the first HTML a page shows, not before the page's first paint (the
// search page's JavaScript budget). A server-rendered page already carries the server's
// sanitised HTML, which hydration keeps in place while this loads.
const PurifiedHtml = lazy(async () => ({
  default: (await loadChunk('sanitize-html', () => import('./purified-html.tsx'))).PurifiedHtml,
}));

/** HTML from the tenant or an employer (footer, banners, a job's description), sanitised. */
export const SanitizedHtml = (props: SanitizedHtmlProps) => (
  <Suspense fallback={null}>
    <PurifiedHtml {...props} />
  </Suspense>
);
