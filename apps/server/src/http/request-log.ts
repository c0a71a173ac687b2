import type { FastifyRequest } from 'fastify';

/**
 * Paths whose segment after the prefix is a secret (the hosted e-signature page's link token):
 * logs show `[redacted]` in its place, so a log reader cannot open someone's document.
 */
const SECRET_PATH = /^(\/esign\/)(?!assets\/)[^/?#]+/;

export const redactSecretPath = (url: string) => url.replace(SECRET_PATH, '$1[redacted]');

/** pino's request serializer: Fastify's usual fields, with secret path segments redacted. */
export const serializeRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: redactSecretPath(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});
