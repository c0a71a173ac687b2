import { api, escapeMarkup, parsePositionId, textDirection } from '@careers/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/app-deps.ts';
import { isUnchangedSince, withEtags } from '../../http/conditional-get.ts';
import { route } from '../../http/route.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { requestTenantAddress, tenantUrl } from '../../http/tenant-address.ts';
import {
  positionPath,
  postingLanguages,
  postingTextIn,
  readLastPositionChange,
  readPositionsByIds,
} from '../positions/index.ts';
import { createSpaTemplate } from '../spa/index.ts';
import { jobPostingJsonLd } from './job-posting-json-ld.ts';
import { jobMetaDescription } from './job-meta-description.ts';
import { renderShareCard } from './og-card.ts';
import { addressIn, languageAlternates } from './language-alternates.ts';
import { absoluteOn, scriptJson, shareTags } from './page-head.ts';
import { renderRobots, renderSitemap } from './site-files.ts';
import { pageTitleIn } from '../../services/i18n/page-title.ts';
import { translatorFor } from '../../services/i18n/server-i18n.ts';

/** The job page's path word of the app's private link, /careers/job/private?pid=. */
const PRIVATE_LINK = 'private';

/**
 * What search engines and link previews read: job pages served with their JobPosting JSON-LD,
 * title, description, canonical address, Open Graph and Twitter card (a closed or unknown
 * position answers 404 with noindex), the share card, a sitemap per tenant, robots.txt and the
 * IndexNow key file. Every address is on the tenant's own host (tenant-address.ts).
 */
export const seoRoutes = (app: FastifyInstance, deps: AppDeps) => {
  const spa = createSpaTemplate(deps.config.webDistDir);
  const { publicUrl } = deps.config;
  const cards = new Map<string, Buffer>();

  route(app, api.getJobPage, async (request, reply) => {
    const { tenant } = request;
    const company = tenant.config.branding.companyName;
    const language = requestLanguage(request);
    const pid = parsePositionId(request.params.pid);
    const [position] = pid ? await readPositionsByIds(deps.db, [pid]) : [];
    const isOpen = position?.tenantId === tenant.id && position.status === 'open';
    const text = isOpen ? postingTextIn(position, language) : undefined;
    const html = spa.render({
      lang: language,
      dir: textDirection(language),
      csrfToken: request.csrfToken,
      domain: tenant.domain,
      title: pageTitleIn({
        config: tenant.config,
        language,
        pageId: 'singlePosition',
        position: text?.title,
      }),
    });
    reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
    const noindex = html.replace('</head>', '<meta name="robots" content="noindex"></head>');
    // /careers/job/private?pid= is the app's private link: served, never indexed.
    if (request.params.pid === PRIVATE_LINK) return noindex;
    // any other address that names no open position (an unknown id, /careers/job/abc) is the
    // app's not-found page, answered as one
    if (!isOpen || !position || !text) return reply.code(404).send(noindex);
    const address = requestTenantAddress(request, tenant, publicUrl);
    const pageUrl = tenantUrl(address, positionPath(position.id));
    const alternates = languageAlternates(pageUrl, postingLanguages(position));
    // a page opened in a language (hl) is that language's version; without hl it is x-default
    const hasHl = typeof (request.query as { hl?: unknown }).hl === 'string';
    const url = alternates.length && hasHl ? addressIn(pageUrl, text.language) : pageUrl;
    const shown = { ...position, title: text.title, description: text.description };
    const { logoUrl } = tenant.config.branding;
    const { applyConfig, loginSignupConfig, hosts } = tenant.config;
    const posting = jobPostingJsonLd(shown, {
      companyName: company,
      logoUrl: logoUrl && absoluteOn(address, logoUrl),
      companyWebsite: hosts.companyWebsite,
      url,
      canApplyHere: applyConfig.loggedOutApplyEnabled || loginSignupConfig.candidateLoginEnabled,
    });
    const head =
      shareTags({
        tenant,
        address,
        url,
        title: text.title,
        // it quotes the posting's text, so it is in that text's language
        description: jobMetaDescription(shown, { companyName: company, language: text.language }),
      }) +
      alternates
        .map(
          ({ hreflang, href }) =>
            `<link rel="alternate" hreflang="${hreflang}" href="${escapeMarkup(href)}">`,
        )
        .join('') +
      `<script type="application/ld+json">${scriptJson(posting)}</script>`;
    return html.replace('</head>', `${head}</head>`);
  });

  // The search page is the app's (modules/spa): its link preview tags are added on the way out.
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0];
    const isSearchPage = path === '/careers' || path === '/careers/';
    const isHtml = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    if (!isSearchPage || !isHtml || reply.statusCode !== 200 || typeof payload !== 'string')
      return payload;
    if (payload.includes('property="og:url"')) return payload;
    const { tenant } = request;
    const address = requestTenantAddress(request, tenant, publicUrl);
    const language = requestLanguage(request);
    const tags = shareTags({
      tenant,
      address,
      url: tenantUrl(address, '/careers'),
      title: pageTitleIn({ config: tenant.config, language, pageId: 'jobs' }),
      description: translatorFor(language)('publicPages.searchDescription', {
        company: tenant.config.branding.companyName,
      }),
    });
    // the app's own description, if it has one, gives way to this one
    const head = payload.replace(/<meta name="description"[^>]*>/, '');
    return head.replace('</head>', `${tags}</head>`);
  });

  route(app, api.getShareCard, async (request, reply) => {
    const { theme } = request.tenant.config.branding;
    const key = JSON.stringify([theme['color-primary'], theme['color-accent']]);
    const card = cards.get(key) ?? renderShareCard(theme);
    cards.set(key, card);
    reply.header('Cache-Control', 'public, max-age=86400').type('image/png');
    return card;
  });

  // A crawler that asks with If-None-Match or If-Modified-Since gets a 304 until a position changes.
  withEtags(app, (scope) => {
    route(scope, api.getSitemap, async (request, reply) => {
      reply.header('Cache-Control', 'public, max-age=3600');
      const lastChange = await readLastPositionChange(deps.db, request.tenant.id);
      if (isUnchangedSince(request, reply, lastChange)) return reply.code(304).send();
      const address = requestTenantAddress(request, request.tenant, publicUrl);
      const body = await renderSitemap(deps.db, request.tenant.id, address);
      reply.type('application/xml; charset=utf-8');
      return body;
    });
  });

  route(app, api.getRobots, async (request, reply) => {
    const address = requestTenantAddress(request, request.tenant, publicUrl);
    const tenants = await deps.tenants.all();
    reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8');
    return renderRobots(request.tenant, address, tenants, publicUrl);
  });

  route(app, api.getIndexNowKey, async (request, reply) => {
    const { indexNow } = request.tenant.config.hosts;
    if (!indexNow.enabled || !indexNow.key || request.params.file !== `${indexNow.key}.txt`)
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8');
    return indexNow.key;
  });
};
