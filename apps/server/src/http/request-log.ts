import type { FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';

/**
 * Query parameters whose value is a secret: the unsubscribe link's `token`, a referral link's
 * `referral_token`, codes, signatures and keys, by name.
 */
const SECRET_PARAM = /^(?:code|sig|signature|key|password|otp)$|(?:token|secret)$/i;

/** Route parameters whose segment is a secret (the hosted e-signature page's `/esign/:token`). */
const SECRET_ROUTE_PARAM = /^:(?:token|link|secret|code)$/i;

/** The e-signature page's link when no route matched (a mistyped sub-path): all but its assets. */
const ESIGN_PATH = /^(\/esign\/)(?!assets\/)[^/?#]+/;

/**
 * A value shaped like a random token (the app's are 24 or 32 random bytes in base64url): 24 or
 * more unreserved URL characters with capitals, small letters and digits mixed. A safety net for
 * a secret a link carries under a name or at a place not listed above. Numbers, UUIDs (no
 * capitals) and words stay readable.
 */
const isTokenLike = (value: string) =>
  value.length >= 24 &&
  /^[A-Za-z0-9._~-]+$/.test(value) &&
  /[A-Z]/.test(value) &&
  /[a-z]/.test(value) &&
  /\d/.test(value);

const nameOf = (pair: string) => {
  const name = pair.split('=', 1)[0]!;
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
};

const redactQuery = (query: string) =>
  query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair;
      const value = pair.slice(equals + 1);
      return SECRET_PARAM.test(nameOf(pair)) || isTokenLike(value)
        ? `${pair.slice(0, equals)}=${REDACTED}`
        : pair;
    })
    .join('&');

const redactPath = (path: string, routeUrl: string | undefined) => {
  const template = routeUrl?.split('/');
  return path
    .split('/')
    .map((segment, index) =>
      (template && SECRET_ROUTE_PARAM.test(template[index] ?? '')) || isTokenLike(segment)
        ? REDACTED
        : segment,
    )
    .join('/')
    .replace(ESIGN_PATH, `$1${REDACTED}`);
};

/**
 * The URL as logs may show it: secrets in its query (by name or shape) and path (by the route's
 * parameter name, the e-signature prefix or shape) replaced by `[redacted]`, so a log reader
 * cannot unsubscribe someone, open their document or sign in as them. `routeUrl` is the matched
 * route's pattern (`/esign/:token/sign`), when one matched.
 */
export const redactSecrets = (url: string, routeUrl?: string) => {
  const mark = url.indexOf('?');
  const path = mark < 0 ? url : url.slice(0, mark);
  const redactedPath = redactPath(path, routeUrl);
  return mark < 0 ? redactedPath : `${redactedPath}?${redactQuery(url.slice(mark + 1))}`;
};

/** pino's request serializer: Fastify's usual fields, with the URL's secrets redacted. */
export const serializeRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: redactSecrets(request.url, request.routeOptions?.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});
