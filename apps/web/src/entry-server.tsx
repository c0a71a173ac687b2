import type { PageId } from '@careers/shared';
import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProviders } from '@/app/app.tsx';
import { routeAt } from '@/app/router/current-route.ts';
import { AppRoutes } from '@/app/router/routes.tsx';
import { bootDataQueryOptions } from '@/lib/data/boot-data.ts';
import { setRequestTransport } from '@/lib/http/request.ts';
import { catalogueMapPath, cataloguePath, hasCatalogue } from '@/lib/i18n/catalogue-backend.ts';
import { ensureLanguage, i18n, initI18n } from '@/lib/i18n/index.ts';
import { selectPageHero } from '@/lib/page-config/index.ts';
import { heroPreloadLinks } from '@/lib/ssr/hero-preload-links.ts';
import { serverRender, setServerRender } from '@/lib/ssr/server-render.ts';
import { serverStateScript } from '@/lib/ssr/server-state.ts';
import { themeStyle } from '@/lib/ssr/theme-style.ts';

/**
 * The pages a reader without JavaScript (a crawler, a link preview) gets in full, with the source
 * of each one's lazy chunk: the server names it (and its styles) in the head, so the browser
 * fetches it with the entry instead of after it.
 */
const PUBLIC_PAGES: Partial<Record<PageId, string>> = {
  jobs: 'src/features/search/routes/search-page.tsx',
  singlePosition: 'src/features/job-details/routes/job-details-page.tsx',
};
/** Render, fetch what the render asked for, render again: a page's queries are at most this deep. */
const MAX_PASSES = 4;
const RENDER_TIMEOUT_MS = 10_000;

/**
 * The tenant HTML the render being made sanitised, by the HTML it was given (one render at a
 * time): it goes to the browser with the page's data, which shows it as it is.
 */
const cleaned = new Map<string, string>();

export type RenderInput = {
  /** The page's full address (with its `domain` and `hl`). */
  url: string;
  /** Sends one of the page's API calls into the server (with the visitor's headers). */
  fetch: typeof fetch;
  /** Cleans tenant-authored HTML as the browser's DOMPurify would. */
  sanitizeHtml: (html: string) => string;
};

export type RenderedPage = {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** The data the page was rendered with, for hydration (a `<script>`, placed after the root). */
  stateScript: string;
  title: string;
  status: 200 | 404;
  /** What goes at the end of `<head>`: the tenant's theme, so the page has its colours at once. */
  head: string;
  /** What goes before the page's scripts in `<head>`: the hero image's preloads. */
  preloads: string;
  /** Source modules of the build the page uses at once (its chunk, its catalogues), for preloading. */
  modules: string[];
};

const isEnabled = (query: Query) => {
  const { enabled } = query.options as { enabled?: unknown };
  return typeof enabled === 'function' ? enabled(query) !== false : enabled !== false;
};

/** Fetches every query the last render created and left waiting; resolves to how many. */
const fetchWaiting = async (queryClient: QueryClient) => {
  const waiting = queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'idle' &&
        typeof query.options.queryFn === 'function' &&
        isEnabled(query),
    );
  await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
  return waiting.length;
};

const toText = async (element: React.ReactElement) => {
  const { prelude } = await prerenderToNodeStream(element, {
    signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    // one document, no boundary sent apart: revealing one would take an inline script (CSP)
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
};

/** The catalogues the render read (and their languages' maps), in its language and those behind it (fr-CA, fr, en). */
const usedCatalogues = () => {
  const namespaces = i18n.usedNamespaces();
  return i18n.languages.flatMap((language) => {
    const catalogues = namespaces
      .filter((namespace) => hasCatalogue(language, namespace))
      .map((namespace) => cataloguePath(language, namespace));
    return catalogues.length ? [catalogueMapPath(language), ...catalogues] : [];
  });
};

const renderOnce = async (input: RenderInput): Promise<RenderedPage | undefined> => {
  const url = new URL(input.url);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const boot = await queryClient.fetchQuery(bootDataQueryOptions());
  // signed-in pages stay the browser's
  if (boot.isLoggedIn) return undefined;
  await initI18n(boot.language);
  await ensureLanguage(boot.language);

  // the console's addresses (/employer/*) are the browser's; any other unknown path is not found
  if (url.pathname === '/employer' || url.pathname.startsWith('/employer/')) return undefined;
  const pageId = routeAt(url.pathname)?.pageId;
  const isNotFound = pageId === undefined;
  const pageModule = pageId ? PUBLIC_PAGES[pageId] : undefined;
  if (!isNotFound && !pageModule) return undefined;

  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <StaticRouter location={`${url.pathname}${url.search}`}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>
  );
  let html = await toText(app);
  for (let pass = 1; pass < MAX_PASSES && (await fetchWaiting(queryClient)) > 0; pass += 1) {
    html = await toText(app);
  }
  const server = serverRender();
  const title = server?.titleOf?.(server.titleParts) ?? '';
  return {
    html,
    stateScript: serverStateScript({
      queries: dehydrate(queryClient),
      cleanHtml: Object.fromEntries(cleaned),
      namespaces: i18n.usedNamespaces(),
    }),
    title,
    status: isNotFound ? 404 : 200,
    head: themeStyle(boot.config.branding.theme),
    preloads: heroPreloadLinks(pageId ? selectPageHero(boot.config, pageId) : undefined),
    modules: [...(pageModule ? [pageModule] : []), ...usedCatalogues()],
  };
};

let queue: Promise<unknown> = Promise.resolve();

/** A render never holds the ones behind it longer than this (the page is then the browser's). */
const QUEUE_LIMIT_MS = 15_000;

const timeout = (ms: number) =>
  new Promise<'timeout'>((resolve) => {
    setTimeout(() => resolve('timeout'), ms).unref?.();
  });

/**
 * Renders a public page (the search, a position, not-found) with the components the browser
 * uses, and the data they asked for; undefined for a page the browser renders (signed in, or
 * private). One render at a time: the app's modules hold the page being rendered.
 */
export const renderPage = async (input: RenderInput): Promise<RenderedPage | undefined> => {
  const run = queue.then(async () => {
    cleaned.clear();
    const sanitizeHtml = (dirty: string) => {
      const clean = input.sanitizeHtml(dirty);
      cleaned.set(dirty, clean);
      return clean;
    };
    setServerRender({ url: new URL(input.url), titleParts: {}, sanitizeHtml });
    setRequestTransport(input.fetch);
    try {
      return await renderOnce(input);
    } finally {
      setRequestTransport(undefined);
      setServerRender(undefined);
    }
  });
  const limit = timeout(QUEUE_LIMIT_MS);
  queue = Promise.race([run.catch(() => undefined), limit]);
  const result = await Promise.race([run, limit]);
  if (result === 'timeout') throw new Error('the server render took too long');
  return result;
};
