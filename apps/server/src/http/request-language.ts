import { LANGUAGE_COOKIE, matchLanguage, resolveLanguage, type Language } from '@careers/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseAcceptLanguage } from './accept-language.ts';

/**
 * `hl` from the address as sent: an endpoint's query schema leaves out what it does not name, and
 * most (the search) do not name `hl`, which every page's API call may carry.
 */
const hlOf = (request: FastifyRequest) =>
  new URLSearchParams(request.url.split('?')[1] ?? '').get('hl') ?? undefined;

/**
 * The request's language: `hl`, then the reader's earlier choice (the `hl` cookie), then the
 * language the signed-in candidate saved in settings, then the browser's (Accept-Language, each
 * mapped to the nearest supported language), then the tenant's default, then English.
 */
export const requestLanguage = (request: FastifyRequest): Language =>
  resolveLanguage({
    hl: hlOf(request),
    cookie: request.cookies?.[LANGUAGE_COOKIE],
    saved: request.session?.candidate.interface_language,
    browser: parseAcceptLanguage(request.headers['accept-language']),
    tenantDefault: request.tenant?.config.defaultLanguage,
  });

const YEAR_SECONDS = 60 * 60 * 24 * 365;

/** Keeps a supported `hl` the page was opened with in the cookie, so a reload keeps the language. */
export const rememberLanguageChoice = (request: FastifyRequest, reply: FastifyReply) => {
  const chosen = matchLanguage(hlOf(request));
  if (!chosen || request.cookies?.[LANGUAGE_COOKIE] === chosen) return;
  reply.setCookie(LANGUAGE_COOKIE, chosen, {
    path: '/',
    sameSite: 'lax',
    httpOnly: false,
    secure: request.protocol === 'https',
    maxAge: YEAR_SECONDS,
  });
};
