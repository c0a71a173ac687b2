import { statusOfErrorCode, type ErrorCode } from '@careers/shared';
import { AppError } from '../../http/app-error.ts';

export type OfferErrorCode = Extract<
  ErrorCode,
  | 'offer_not_open'
  | 'offer_expired'
  | 'document_already_signed'
  | 'document_under_revision'
  | 'document_not_signable'
  | 'document_not_ready'
  | 'document_not_signed'
  | 'offer_documents_unsigned'
  | 'esign_link_expired'
>;

/**
 * A refusal of an offer or document action that a person can act on: its domain code lets the
 * client say it in the reader's language; the message is the English fallback.
 */
export const offerRefusal = (code: OfferErrorCode, message: string) =>
  new AppError(statusOfErrorCode(code), code, message);
