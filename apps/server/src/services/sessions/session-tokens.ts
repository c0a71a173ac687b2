import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const newSecretToken = () => randomBytes(32).toString('base64url');

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The CSRF token is derived from the caller's identity (the session, or a visitor cookie) with the
 * server secret, so it changes whenever the session does and needs no storage of its own.
 */
export const csrfTokenFor = (secret: string, identity: string) =>
  createHmac('sha256', secret).update(`csrf:${identity}`).digest('base64url');

export const tokensMatch = (expected: string, given: string | undefined) => {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
};
