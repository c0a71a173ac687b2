import { createHmac } from 'node:crypto';
import { tokensMatch } from '../../services/sessions/session-tokens.ts';

/**
 * How long a hosted-page link works after the offer page handed it out. Every read of the offer
 * hands out a fresh one, so a candidate who keeps the page open for a working day can still sign;
 * a link copied out of a browser, a log or a mail stops working on its own.
 */
const ESIGN_LINK_LIFETIME_MS = 8 * 60 * 60 * 1000;

const macOf = (secret: string, esignToken: string, until: string) =>
  createHmac('sha256', secret).update(`esign-link:${esignToken}:${until}`).digest('base64url');

/**
 * The hosted page's link token: the document's e-sign token, the moment the link stops working
 * (seconds, base 36) and the server's MAC over both, so the expiry cannot be moved.
 */
export const newEsignLinkToken = (secret: string, esignToken: string, now: Date) => {
  const until = Math.floor((now.getTime() + ESIGN_LINK_LIFETIME_MS) / 1000).toString(36);
  return `${esignToken}.${until}.${macOf(secret, esignToken, until)}`;
};

export type EsignLink = { kind: 'valid' | 'expired'; esignToken: string } | { kind: 'invalid' };

/** Reads a link token: its e-sign token, and whether the link still works; or not one of ours. */
export const readEsignLinkToken = (secret: string, linkToken: string, now: Date): EsignLink => {
  const [esignToken, until, mac, ...rest] = linkToken.split('.');
  if (!esignToken || !until || !mac || rest.length > 0) return { kind: 'invalid' };
  if (!tokensMatch(macOf(secret, esignToken, until), mac)) return { kind: 'invalid' };
  const untilMs = parseInt(until, 36) * 1000;
  if (!Number.isFinite(untilMs) || untilMs <= now.getTime()) return { kind: 'expired', esignToken };
  return { kind: 'valid', esignToken };
};
