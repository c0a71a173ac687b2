import fastifyEtag from '@fastify/etag';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Routes whose answers carry a strong ETag (a hash of the body) and are answered 304 with no
 * body when the request's If-None-Match names it, by @fastify/etag, in a scope of their own so
 * that no other answer is hashed: the feeds and the sitemap, which job boards and crawlers poll.
 */
export const withEtags = (app: FastifyInstance, register: (scope: FastifyInstance) => void) => {
  void app.register(async (scope) => {
    await scope.register(fastifyEtag);
    register(scope);
  });
};

/**
 * Sets Last-Modified, and says whether the request may be answered 304 by it: it asks
 * If-Modified-Since without If-None-Match (which, when sent, decides alone: RFC 9110 13.2.2), and
 * nothing changed after that second.
 */
export const isUnchangedSince = (
  request: FastifyRequest,
  reply: FastifyReply,
  lastModified: Date | undefined,
) => {
  if (!lastModified) return false;
  reply.header('Last-Modified', lastModified.toUTCString());
  if (request.headers['if-none-match'] !== undefined) return false;
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
};
