import { api } from '@careers/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { route } from '../../http/route.ts';
import { requestTenantAddress, tenantUrl } from '../../http/tenant-address.ts';
import { positionPath, type StoredPosition } from '../positions/index.ts';
import { createFeedCache } from './feed-cache.ts';
import { readFeedPositions } from './read-feed-positions.ts';
import { renderJobBoardFeed, type FeedSite } from './render-job-board-feed.ts';
import { renderRssFeed } from './render-rss-feed.ts';

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
    const key = JSON.stringify([deps.search.version(tenant.id), address, company]);
    const body = await cache.get(`${String(tenant.id)}${feed.path}`, key, async () =>
      feed.render(await readFeedPositions(deps.db, tenant.id), {
        companyName: company,
        homeUrl: tenantUrl(address, '/careers'),
        jobUrl: (position) => tenantUrl(address, positionPath(position.id)),
        selfUrl: tenantUrl(address, feed.path),
        now: deps.clock.now(),
      }),
    );
    reply.header('Cache-Control', CACHE_CONTROL).type(`${feed.type}; charset=utf-8`);
    return body;
  };

  route(app, api.getJobsXmlFeed, (request, reply) =>
    serve(request, reply, {
      path: api.getJobsXmlFeed.path,
      type: 'application/xml',
      render: renderJobBoardFeed,
    }),
  );
  route(app, api.getJobsRssFeed, (request, reply) =>
    serve(request, reply, {
      path: api.getJobsRssFeed.path,
      type: 'application/rss+xml',
      render: renderRssFeed,
    }),
  );
};
