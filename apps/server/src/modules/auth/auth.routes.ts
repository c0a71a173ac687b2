import { api } from '@careers/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/app-deps.ts';
import { route } from '../../http/route.ts';
import {
  cookieOptions,
  sessionCookieName,
  VISITOR_COOKIE,
} from '../../plugins/app/request-context.ts';
import { csrfTokenFor, hashToken, newSecretToken } from '../../services/sessions/session-tokens.ts';
import { ROUTE_RATE_LIMITS as limits } from '../../services/rate-limits/route-rate-limits.ts';
import { toSessionUser } from './session-user.ts';
import { requestSignInCode } from './request-sign-in-code.ts';
import { verifySignInCode } from './verify-sign-in-code.ts';
import { requestLanguage } from '../../http/request-language.ts';

/** An email address and a 6-digit code are all a sign-in sends. */
const AUTH_BODY_LIMIT = 4096;
const VISITOR_COOKIE_SECONDS = 60 * 60 * 24 * 365;

/** Passwordless sign-in by an emailed code, and sign-out. */
export const authRoutes = (app: FastifyInstance, deps: AppDeps) => {
  const isSecure = deps.config.publicUrl.startsWith('https:');

  route(
    app,
    api.requestSignInCode,
    async (request) => {
      await requestSignInCode(deps, {
        tenant: request.tenant,
        email: request.body.email,
        ip: request.ip,
        language: requestLanguage(request),
      });
      return { sent: true as const };
    },
    { bodyLimit: AUTH_BODY_LIMIT, rateLimit: deps.rateLimiter.guard(limits.requestSignInCode) },
  );

  route(
    app,
    api.verifySignInCode,
    async (request, reply) => {
      const { tenant } = request;
      const cookieName = sessionCookieName(tenant.id);
      const previous = request.cookies[cookieName];
      const { candidate, sessionToken } = await verifySignInCode(deps, {
        tenant,
        email: request.body.email,
        code: request.body.code,
        ip: request.ip,
        ...(request.headers['user-agent'] && { userAgent: request.headers['user-agent'] }),
      });
      if (previous) await deps.sessions.remove(previous);
      reply.setCookie(
        cookieName,
        sessionToken,
        cookieOptions(isSecure, Math.floor(deps.config.sessionAbsoluteMs / 1000)),
      );
      const csrfToken = csrfTokenFor(deps.secret, `session:${hashToken(sessionToken)}`);
      reply.header('X-CSRF-Token', csrfToken);
      return { user: toSessionUser(candidate), csrfToken };
    },
    { bodyLimit: AUTH_BODY_LIMIT, rateLimit: deps.rateLimiter.guard(limits.verifySignInCode) },
  );

  route(app, api.logout, async (request, reply) => {
    const cookieName = sessionCookieName(request.tenant.id);
    const token = request.cookies[cookieName];
    if (token) await deps.sessions.remove(token);
    reply.clearCookie(cookieName, { path: '/' });
    const visitor = newSecretToken();
    reply.setCookie(VISITOR_COOKIE, visitor, cookieOptions(isSecure, VISITOR_COOKIE_SECONDS));
    const csrfToken = csrfTokenFor(deps.secret, `visitor:${visitor}`);
    reply.header('X-CSRF-Token', csrfToken);
    return { csrfToken };
  });
};
