import { lazy, Suspense } from 'react';
import { loadChunk } from '@/lib/chunk-load/index.ts';
import { serverCleanHtml } from '@/lib/ssr/server-clean-html.ts';
import { HtmlBlock, type SanitizedHtmlProps } from './html-block.tsx';

// DOMPurify comes with the first HTML a page shows that the server did not sanitise for it, not
// before the page's first paint (the page's JavaScript budget). HTML the server rendered comes
// with its clean copy, which the browser shows as it is.
const PurifiedHtml = lazy(async () => ({
  default: (await loadChunk('sanitize-html', () => import('./purified-html.tsx'))).PurifiedHtml,
}));

/** HTML from the tenant or an employer (footer, banners, a job's description), sanitised. */
export const SanitizedHtml = (props: SanitizedHtmlProps) => {
  const fromServer = serverCleanHtml(props.html);
  const { html: _html, ...block } = props;
  return (
    <Suspense fallback={null}>
      {fromServer === undefined ? (
        <PurifiedHtml {...props} />
      ) : (
        <HtmlBlock clean={fromServer} {...block} />
      )}
    </Suspense>
  );
};
