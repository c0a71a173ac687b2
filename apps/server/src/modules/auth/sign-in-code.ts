import { createHmac, randomInt } from 'node:crypto';

/** A 6-digit code, uniformly random, with leading zeros kept. */
export const newSignInCode = () => randomInt(0, 1_000_000).toString().padStart(6, '0');

/** Codes are stored as an HMAC with the server secret: a leaked table gives nothing to try offline. */
export const hashSignInCode = (secret: string, tenantId: number, email: string, code: string) =>
  createHmac('sha256', secret).update(`sign-in:${tenantId}:${email}:${code}`).digest('hex');
