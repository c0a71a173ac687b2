import { isFrameAncestorSource } from '@careers/shared';
import type { FastifyInstance } from 'fastify';

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/**
 * Strict defaults for every response: a CSP without inline scripts (object-src and base-uri
 * 'none', frame-ancestors from the tenant's list), nosniff, and no referrer leaks. Tenant head
 * scripts are allowed by their origins only; frames by the site itself and, when `esignOrigin`
 * names a signing host of its own (PUBLIC_ESIGN_URL), that origin (the offers' hosted e-signature
 * page).
 */
export const registerSecurityHeaders = (
  app: FastifyInstance,
  options: { isSecure: boolean; esignOrigin?: string | undefined },
) => {
  const { esignOrigin } = options;
  app.addHook('onSend', async (request, reply) => {
    const tenant = request.tenant;
    const scriptOrigins = new Set<string>();
    for (const urls of Object.values(tenant?.config.scriptConfig.pageLoadHeadScripts ?? {})) {
      for (const url of urls ?? []) {
        const origin = originOf(url);
        if (origin) scriptOrigins.add(origin);
      }
    }
    // The tenant schema already refuses anything but origins; checked again where it becomes a
    // header, so no way of loading a tenant can write a directive into the policy.
    const ancestors = (tenant?.config.frameAncestors ?? []).filter(isFrameAncestorSource);
    const csp = [
      "default-src 'self'",
      `script-src 'self'${[...scriptOrigins].map((origin) => ` ${origin}`).join('')}`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https:",
      "font-src 'self' data:",
      "connect-src 'self'",
      `frame-src 'self'${esignOrigin ? ` ${esignOrigin}` : ''}`,
      "worker-src 'self' blob:",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      `frame-ancestors ${ancestors.length ? ancestors.join(' ') : "'none'"}`,
    ].join('; ');
    reply.header('Content-Security-Policy', csp);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self)');
    if (!ancestors.length) reply.header('X-Frame-Options', 'DENY');
    if (options.isSecure)
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });
};
