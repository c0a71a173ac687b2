import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { csrfInvalid, loginRequired, notFound } from '../../http/app-error.ts';
import type { TenantContext, TenantRegistry } from '../../services/tenants/tenant-registry.ts';
import type { ActiveSession, SessionStore } from '../../services/sessions/session-store.ts';
import { bearerToken } from './require-admin.ts';
import {
  csrfTokenFor,
  newSecretToken,
  tokensMatch,
} from '../../services/sessions/session-tokens.ts';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation
  interface FastifyRequest {
    tenant: TenantContext;
    session: ActiveSession | null;
    csrfToken: string;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation
  interface FastifyContextConfig {
    /** Static files and probes: no tenant, session or CSRF work. */
    isBare?: boolean;
    /** Exempt from the CSRF check (none today; kept explicit so it is a visible choice). */
    skipCsrf?: boolean;
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const VISITOR_COOKIE = 'vid';
export const sessionCookieName = (tenantId: number) => `sid_${tenantId}`;

type Options = {
  tenants: TenantRegistry;
  sessions: SessionStore;
  secret: string;
  isSecure: boolean;
};

/** A route that refuses a caller without a session (an admin route also takes an API token). */
const needsSignIn = (request: FastifyRequest) => {
  const { access } = request.routeOptions.config;
  if (access === 'candidate') return true;
  return access === 'admin' && bearerToken(request) === undefined;
};

const readDomain = (request: FastifyRequest): string | undefined => {
  const query = request.query as Record<string, unknown> | undefined;
  const body = request.body as Record<string, unknown> | undefined;
  const domain = query?.domain ?? (body && typeof body === 'object' ? body.domain : undefined);
  return typeof domain === 'string' && domain.trim() ? domain.trim() : undefined;
};

export const cookieOptions = (isSecure: boolean, maxAgeSeconds?: number) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: isSecure,
  ...(maxAgeSeconds !== undefined && { maxAge: maxAgeSeconds }),
});

/**
 * Every request gets its tenant (the `domain` parameter, else the host, else the default), its
 * session if the cookie names a live one, and its CSRF token, which every response returns in
 * `X-CSRF-Token`. A state-changing request without the right token is refused with 403 and
 * `X-CSRF-Invalid: 1`, except on a candidate or admin route without a live session (it ended, or
 * never was): there 401 with `X-Login-Required: 1` comes first, so the client asks the person to
 * sign in again. Sessions come from a cache of a few seconds on reads (session-cache.ts).
 */
export const registerRequestContext = (app: FastifyInstance, options: Options) => {
  app.decorateRequest('tenant', null as unknown as TenantContext);
  app.decorateRequest('session', null);
  app.decorateRequest('csrfToken', '');

  app.addHook('preValidation', async (request, reply) => {
    if (request.routeOptions.config.isBare) return;
    const domain = readDomain(request);
    const tenant = await options.tenants.resolve(domain, request.headers.host);
    if (!tenant)
      throw notFound(
        domain ? `There is no careers site for "${domain}".` : 'No careers site is set up yet.',
      );
    request.tenant = tenant;

    const sessionToken = request.cookies[sessionCookieName(tenant.id)];
    const isUnsafe = UNSAFE_METHODS.has(request.method);
    // a state-changing request reads its session afresh; reads may use this node's short cache
    request.session = sessionToken
      ? await options.sessions.find(tenant.id, sessionToken, { isFresh: isUnsafe })
      : null;
    if (sessionToken && !request.session)
      reply.clearCookie(sessionCookieName(tenant.id), { path: '/' });

    request.csrfToken = csrfIdentityToken(request, reply, options);
    reply.header('X-CSRF-Token', request.csrfToken);

    // Browsers never attach a bearer token on their own: a cookie-less one cannot be a forged request.
    const isBearerOnly =
      !sessionToken &&
      /^Bearer\s/i.test(request.headers.authorization ?? '') &&
      request.routeOptions.url?.startsWith('/api/admin/') === true;
    if (isUnsafe && !request.routeOptions.config.skipCsrf && !isBearerOnly) {
      // A session that ended (or never was) is told before CSRF is judged: the page's token was
      // made for that session, so the check would refuse with jargon ('Invalid CSRF.') what is
      // really "sign in again", and the client asks for a sign-in only on 401 X-Login-Required.
      // Nothing changes either way, so a forged request learns nothing it could use.
      if (!request.session && needsSignIn(request)) throw loginRequired();
      const given = request.headers['x-csrf-token'];
      if (!tokensMatch(request.csrfToken, typeof given === 'string' ? given : undefined)) {
        throw csrfInvalid();
      }
    }
  });

  // What the candidate just changed (terms, profile, …) is read afresh by their next request.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.session && UNSAFE_METHODS.has(request.method)) {
      options.sessions.forgetCandidate(request.session.candidate.id);
    }
    done(null, payload);
  });
};

const csrfIdentityToken = (request: FastifyRequest, reply: FastifyReply, options: Options) => {
  if (request.session) return csrfTokenFor(options.secret, `session:${request.session.id}`);
  let visitor = request.cookies[VISITOR_COOKIE];
  if (!visitor || visitor.length < 20) {
    visitor = newSecretToken();
    reply.setCookie(VISITOR_COOKIE, visitor, cookieOptions(options.isSecure, 60 * 60 * 24 * 365));
  }
  return csrfTokenFor(options.secret, `visitor:${visitor}`);
};
