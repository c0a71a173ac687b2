import { resolveLanguage, type Language } from '@careers/shared';
import type { FastifyRequest } from 'fastify';
import { parseAcceptLanguage } from './accept-language.ts';

/**
 * The page language: `hl`, then the language the signed-in candidate saved in settings, then the
 * tenant's default, then the browser's, then English.
 */
export const requestLanguage = (request: FastifyRequest): Language => {
  const hl = (request.query as Record<string, unknown> | undefined)?.hl;
  return resolveLanguage({
    hl: typeof hl === 'string' ? hl : undefined,
    tenantDefault:
      request.session?.candidate.interface_language ?? request.tenant.config.defaultLanguage,
    browser: parseAcceptLanguage(request.headers['accept-language']),
  });
};
