import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLanguage } from '../../http/request-language.ts';
import { sanitizePageHtml } from './sanitize-page-html.ts';

/** What apps/web/src/entry-server.tsx exports (built by `npm run build` into apps/web/dist-ssr). */
type RenderedPage = {
  html: string;
  stateScript: string;
  title: string;
  status: 200 | 404;
  /** Markup for the end of <head> (the tenant's theme). */
  head: string;
  /** Markup for <head> before the scripts (the hero image's preloads). */
  preloads: string;
  /** Source modules of the build the page uses at once (see page-assets.ts). */
  modules: string[];
};
type RendererModule = {
  renderPage: (input: {
    url: string;
    fetch: typeof fetch;
    sanitizeHtml: (html: string) => string;
  }) => Promise<RenderedPage | undefined>;
};

/** The request headers a page's API calls carry over (tenant by host, language, proxies). */
const FORWARDED_HEADERS = [
  'host',
  'accept-language',
  'user-agent',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
];

/**
 * The web app's server renderer, loaded from the SSR build beside the web build the first time a
 * page asks for it. Without a build there is none (until one appears), and pages are rendered in
 * the browser. It is loaded by its plain file URL and never again: the build's chunks import
 * `../entry-server.js`, so a second copy of the entry (a cache-busting query) would give them
 * module state apart from the renderer's (React contexts, the page being rendered), and the page
 * would not match what the browser draws. A new build takes a restart.
 */
export const createServerRenderer = (app: FastifyInstance, webDistDir: string) => {
  const entryPath = path.join(webDistDir, '..', 'dist-ssr', 'entry-server.js');
  let loaded: Promise<RendererModule> | undefined;

  const load = () => {
    if (!loaded && fs.existsSync(entryPath)) {
      loaded = import(pathToFileURL(entryPath).href) as Promise<RendererModule>;
    }
    return loaded;
  };

  /** The page's API calls go into this app, as the visitor's browser would send them, in the page's language. */
  const fetchFor =
    (request: FastifyRequest): typeof fetch =>
    async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      // in the page's language: its hl outranks the cookie and the browser's, and the page's
      // own API calls (the search) do not carry it
      if (!url.searchParams.has('hl')) url.searchParams.set('hl', requestLanguage(request));
      const headers: Record<string, string> = {};
      for (const name of FORWARDED_HEADERS) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      new Headers(init?.headers).forEach((value, name) => {
        headers[name] = value;
      });
      const response = await app.inject({
        method: 'GET',
        url: `${url.pathname}${url.search}`,
        headers,
        remoteAddress: request.ip,
      });
      return new Response(response.rawPayload, {
        status: response.statusCode,
        headers: Object.entries(response.headers).flatMap(([name, value]) =>
          value === undefined
            ? []
            : (Array.isArray(value) ? value : [value]).map((item): [string, string] => [
                name,
                String(item),
              ]),
        ),
      });
    };

  return {
    render: async (request: FastifyRequest): Promise<RenderedPage | undefined> => {
      const module = load();
      if (!module) return undefined;
      const { renderPage } = await module;
      return renderPage({
        url: `${request.protocol}://${request.host}${request.url}`,
        fetch: fetchFor(request),
        sanitizeHtml: sanitizePageHtml,
      });
    },
  };
};
