import { api, parsePositionId, textDirection } from '@careers/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { route } from '../../http/route.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { readPositionsByIds } from '../positions/index.ts';
import { createSpaTemplate } from '../spa/index.ts';
import { jobPostingJsonLd, metaDescription } from './job-posting-json-ld.ts';

/** A sitemap file holds at most 50,000 addresses. */
const SITEMAP_LIMIT = 50_000;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );
/** JSON inside <script>: nothing in it may close the element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** The tenant's address for links: the default tenant needs no `domain` parameter. */
const siteLinks = (request: FastifyRequest, publicUrl: string) => {
  const suffix = request.tenant.isDefault
    ? ''
    : `?domain=${encodeURIComponent(request.tenant.domain)}`;
  return {
    home: `${publicUrl}/careers${suffix}`,
    job: (id: number) => `${publicUrl}/careers/job/${String(id)}${suffix}`,
    sitemap: `${publicUrl}/sitemap.xml${suffix}`,
  };
};

/**
 * What search engines read: job pages served with their JobPosting JSON-LD, title, description
 * and Open Graph (a closed or unknown position answers 404 with noindex), a sitemap per tenant
 * and robots.txt.
 */
export const seoRoutes = (app: FastifyInstance, deps: AppDeps) => {
  const spa = createSpaTemplate(deps.config.webDistDir);
  const { publicUrl } = deps.config;

  route(app, api.getJobPage, async (request, reply) => {
    const { tenant } = request;
    const company = tenant.config.branding.companyName;
    const language = requestLanguage(request);
    const pid = parsePositionId(request.params.pid);
    const [position] = pid ? await readPositionsByIds(deps.db, [pid]) : [];
    const isOpen = position?.tenantId === tenant.id && position.status === 'open';
    const html = spa.render({
      lang: language,
      dir: textDirection(language),
      csrfToken: request.csrfToken,
      title: isOpen ? `${position.title} | ${company}` : `Careers at ${company}`,
    });
    reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
    const noindex = html.replace('</head>', '<meta name="robots" content="noindex"></head>');
    // /careers/job/private?pid= is the app's private link: served, never indexed.
    if (!pid) return noindex;
    if (!isOpen || !position) return reply.code(404).send(noindex);
    const links = siteLinks(request, publicUrl);
    const description = metaDescription(position, company);
    const head = [
      `<meta name="description" content="${escapeHtml(description)}">`,
      `<link rel="canonical" href="${escapeHtml(links.job(position.id))}">`,
      `<meta property="og:type" content="website">`,
      `<meta property="og:title" content="${escapeHtml(position.title)}">`,
      `<meta property="og:description" content="${escapeHtml(description)}">`,
      `<meta property="og:url" content="${escapeHtml(links.job(position.id))}">`,
      `<meta property="og:site_name" content="${escapeHtml(company)}">`,
      `<script type="application/ld+json">${scriptJson(
        jobPostingJsonLd(
          position,
          { companyName: company, logoUrl: tenant.config.branding.logoUrl, siteUrl: links.home },
          deps.clock.now(),
        ),
      )}</script>`,
    ].join('');
    return html.replace('</head>', `${head}</head>`);
  });

  route(app, api.getSitemap, async (request, reply) => {
    const links = siteLinks(request, publicUrl);
    const rows = await deps.db
      .selectFrom('positions')
      .select(['id', 'updated_at'])
      .where('tenant_id', '=', request.tenant.id)
      .where('status', '=', 'open')
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(SITEMAP_LIMIT - 1)
      .execute();
    const newest = rows[0] ? new Date(rows[0].updated_at).toISOString() : undefined;
    const entry = (loc: string, lastmod: string | undefined) =>
      `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      entry(links.home, newest),
      ...rows.map((row) => entry(links.job(row.id), new Date(row.updated_at).toISOString())),
      '</urlset>',
    ].join('\n');
    reply.header('Cache-Control', 'public, max-age=3600').type('application/xml; charset=utf-8');
    return body;
  });

  route(app, api.getRobots, async (request, reply) => {
    const links = siteLinks(request, publicUrl);
    reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8');
    return [
      'User-agent: *',
      'Allow: /careers',
      'Disallow: /api/',
      'Disallow: /careers/apply',
      'Disallow: /careers/job/private',
      'Disallow: /candidate/',
      'Disallow: /logout',
      '',
      `Sitemap: ${links.sitemap}`,
      '',
    ].join('\n');
  });
};
