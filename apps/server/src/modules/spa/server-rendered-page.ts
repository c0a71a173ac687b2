import { escapeMarkup } from '@careers/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createPageAssets } from './page-assets.ts';
import { createServerRenderer } from './server-renderer.ts';

/** The app's mount point as index.html has it: the boot spinner, replaced by the page. */
const ROOT_PLACEHOLDER = '<div id="root"><div class="boot-spinner" aria-hidden="true"></div></div>';
const NOINDEX = '<meta name="robots" content="noindex">';

const isPublicPagePath = (url: string) => {
  const pathname = url.split('?')[0] ?? '';
  return pathname === '/careers' || pathname.startsWith('/careers/');
};

/**
 * The public pages (the search, a position, not-found) leave the server rendered: whatever
 * route answered with the page shell (the spa module's, the seo module's job page), this fills
 * its root with the page the browser would draw, its title, and the data to hydrate with. An
 * unknown /careers path becomes a 404 with noindex. A signed-in visitor, a private page, a
 * missing SSR build or a failed render leave the shell as it was: the browser renders it.
 */
export const registerServerRenderedPages = (scope: FastifyInstance, webDistDir: string) => {
  const renderer = createServerRenderer(scope, webDistDir);
  const assets = createPageAssets(webDistDir);

  const fill = async (request: FastifyRequest, reply: FastifyReply, payload: string) => {
    let page;
    try {
      page = await renderer.render(request);
    } catch (error) {
      request.log.warn({ err: error }, 'server render failed; the browser renders the page');
      return payload;
    }
    if (!page) return payload;
    // replacer functions: the page's text may hold `$&` and the like
    let html = payload
      .replace(ROOT_PLACEHOLDER, () => `<div id="root">${page.html}</div>${page.stateScript}`)
      // the title goes before the scripts: so do the preloads of what the page paints largest
      .replace(
        /<title>[^<]*<\/title>/,
        () => `${page.preloads}<title>${escapeMarkup(page.title)}</title>`,
      )
      .replace('</head>', () => `${page.head}${assets.styleLinks(page.modules)}</head>`);
    html = assets.deferScripts(assets.inlineStyles(html), page.modules);
    if (page.status === 404) {
      reply.code(404);
      if (!html.includes('name="robots"'))
        html = html.replace('</head>', () => `${NOINDEX}</head>`);
    }
    return html;
  };

  scope.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || typeof payload !== 'string') return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    if (request.session || !isPublicPagePath(request.url)) return payload;
    if (!payload.includes(ROOT_PLACEHOLDER)) return payload;
    return fill(request, reply, payload);
  });
};
