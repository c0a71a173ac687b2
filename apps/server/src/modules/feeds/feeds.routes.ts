import { api, resolveLanguage } from '@careers/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../core/app-deps.ts';
import { isUnchangedSince, withEtags } from '../../http/conditional-get.ts';
import { route } from '../../http/route.ts';
import { requestTenantAddress, tenantUrl } from '../../http/tenant-address.ts';
import { pageTitleIn } from '../../services/i18n/page-title.ts';
import { translatorFor } from '../../services/i18n/server-i18n.ts';
import { positionPath, readLastPositionChange, type StoredPosition } from '../positions/index.ts';
import { createFeedCache } from './feed-cache.ts';
import { readFeedPositions } from './read-feed-positions.ts';
import { renderJobBoardFeed, type FeedSite } from './render-job-board-feed.ts';
import { renderRssFeed } from './render-rss-feed.ts';

/** The feed's own address, with the language it was asked in. */
const selfUrlOf = (url: string, askedLanguage: string | undefined) => {
  if (!askedLanguage) return url;
  const self = new URL(url);
  self.searchParams.set('hl', askedLanguage);
  return self.href;
};

type Render = (positions: readonly StoredPosition[], site: FeedSite) => string;

/** A job board polls often: a few minutes of shared caches, the server's own cache behind them. */
const CACHE_CONTROL = 'public, max-age=300';

/** The tenant's job feeds: the XML job boards ingest and RSS 2.0, on the tenant's own host. */
export const feedsRoutes = (app: FastifyInstance, deps: AppDeps) => {
  const cache = createFeedCache();

  const serve = async (
    request: FastifyRequest,
    reply: FastifyReply,
    feed: { path: string; type: string; render: Render },
  ) => {
    const { tenant } = request;
    const address = requestTenantAddress(request, tenant, deps.config.publicUrl);
    const company = tenant.config.branding.companyName;
    // `hl`, else the tenant's default: never the reader's cookie or browser, so that one address
    // is one feed for every cache between the server and a job board
    const { hl } = request.query as { hl?: unknown };
    const askedIn = typeof hl === 'string' ? hl : undefined;
    const language = resolveLanguage({ hl: askedIn, tenantDefault: tenant.config.defaultLanguage });
    reply.header('Cache-Control', CACHE_CONTROL);
    if (isUnchangedSince(request, reply, await readLastPositionChange(deps.db, tenant.id)))
      return reply.code(304).send();
    const key = JSON.stringify([deps.search.version(tenant.id), address, company]);
    const name = `${String(tenant.id)}${feed.path}:${language}`;
    const body = await cache.get(name, key, async () =>
      feed.render(await readFeedPositions(deps.db, tenant.id), {
        companyName: company,
        language,
        title: pageTitleIn({ config: tenant.config, language, pageId: 'jobs' }),
        description: translatorFor(language)('publicPages.searchDescription', { company }),
        homeUrl: tenantUrl(address, '/careers'),
        jobUrl: (position) => tenantUrl(address, positionPath(position.id)),
        selfUrl: selfUrlOf(
          tenantUrl(address, feed.path),
          askedIn === undefined ? undefined : language,
        ),
        now: deps.clock.now(),
      }),
    );
    reply.type(`${feed.type}; charset=utf-8`);
    return body;
  };

  // A job board that polls with If-None-Match or If-Modified-Since gets a 304 until a position
  // changes, instead of the whole file again.
  withEtags(app, (scope) => {
    route(scope, api.getJobsXmlFeed, (request, reply) =>
      serve(request, reply, {
        path: api.getJobsXmlFeed.path,
        type: 'application/xml',
        render: renderJobBoardFeed,
      }),
    );
    route(scope, api.getJobsRssFeed, (request, reply) =>
      serve(request, reply, {
        path: api.getJobsRssFeed.path,
        type: 'application/rss+xml',
        render: renderRssFeed,
      }),
    );
  });
};
