import {
  domainQuerySchema,
  logoutResponseSchema,
  requestCodeBodySchema,
  requestCodeResponseSchema,
  verifyCodeBodySchema,
  verifyCodeResponseSchema,
} from '@careers/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import {
  cookieOptions,
  sessionCookieName,
  VISITOR_COOKIE,
} from '../../plugins/app/request-context.ts';
import { csrfTokenFor, hashToken, newSecretToken } from '../../services/sessions/session-tokens.ts';
import { toSessionUser } from './session-user.ts';
import { requestSignInCode } from './request-sign-in-code.ts';
import { verifySignInCode } from './verify-sign-in-code.ts';

const tags = ['auth'];

export const authRoutes = (app: FastifyInstance, deps: AppDeps) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const isSecure = deps.config.publicUrl.startsWith('https:');

  routes.post(
    '/api/auth/code',
    {
      bodyLimit: 4096,
      schema: {
        tags,
        summary: 'Email a 6-digit sign-in code (answers 200 for any valid address)',
        querystring: domainQuerySchema,
        body: requestCodeBodySchema,
        response: { 200: requestCodeResponseSchema },
      },
    },
    async (request) => {
      await requestSignInCode(deps, {
        tenant: request.tenant,
        email: request.body.email,
        ip: request.ip,
      });
      return { data: { sent: true as const } };
    },
  );

  routes.post(
    '/api/auth/verify',
    {
      bodyLimit: 4096,
      schema: {
        tags,
        summary: 'Sign in with the emailed code; starts a new session with a new CSRF token',
        querystring: domainQuerySchema,
        body: verifyCodeBodySchema,
        response: { 200: verifyCodeResponseSchema },
      },
    },
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
      return { data: { user: toSessionUser(candidate), csrfToken } };
    },
  );

  routes.post(
    '/api/auth/logout',
    {
      schema: {
        tags,
        summary: 'End the session; answers with the visitor CSRF token to use next',
        querystring: domainQuerySchema,
        response: { 200: logoutResponseSchema },
      },
    },
    async (request, reply) => {
      const cookieName = sessionCookieName(request.tenant.id);
      const token = request.cookies[cookieName];
      if (token) await deps.sessions.remove(token);
      reply.clearCookie(cookieName, { path: '/' });
      const visitor = newSecretToken();
      reply.setCookie(VISITOR_COOKIE, visitor, cookieOptions(isSecure, 60 * 60 * 24 * 365));
      const csrfToken = csrfTokenFor(deps.secret, `visitor:${visitor}`);
      reply.header('X-CSRF-Token', csrfToken);
      return { data: { csrfToken } };
    },
  );
};
