import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken } from './require-admin.ts';

/** An answer that may carry someone's personal data: see registerNoStore. */
const isPersonal = (request: FastifyRequest) =>
  request.routeOptions.config.access !== 'public' ||
  request.session !== null ||
  bearerToken(request) !== undefined;

/**
 * `Cache-Control: no-store` on every answer that may carry personal data, so no browser disk,
 * proxy or shared cache keeps an offer, a form's SSN, an application or a profile. The rule is
 * one no route can forget: every answer of a candidate or admin route, and every answer to a
 * request with a session or an API token (a public route answers a signed-in candidate with
 * their own saved jobs, name and drafts). Judging the answer's content instead would need each
 * route to say what it returns, which is the forgettable part. A route that sets its own
 * Cache-Control has chosen it in plain sight (the notification badge's `private, no-cache`
 * keeps its ETag revalidation in the person's own browser) and keeps it.
 */
export const registerNoStore = (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply) => {
    if (reply.hasHeader('cache-control') || !isPersonal(request)) return;
    reply.header('Cache-Control', 'no-store');
  });
};
