import { randomBytes } from 'node:crypto';

/** 128 random bits: an offer's enc_id cannot be guessed from another. */
export const newOfferEncId = () => randomBytes(16).toString('base64url');
/** 192 random bits: the hosted e-signature page's capability. */
export const newEsignToken = () => randomBytes(24).toString('base64url');
