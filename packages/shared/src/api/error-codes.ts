/**
 * Every error code an answer can carry, with its HTTP status. The generic codes come from the
 * request conventions; the domain codes name what went wrong in the product, so the client can
 * show a message in the reader's language (the server's `message` is the English fallback).
 * Add a domain code here when a service refuses something a person can act on.
 */
export const ERROR_STATUS = {
  // generic
  bad_request: 400,
  validation_failed: 400,
  login_required: 401,
  csrf_invalid: 403,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  uri_too_long: 414,
  headers_too_large: 431,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
  // sign-in and site switches
  sign_in_disabled: 403,
  sign_in_code_expired: 400,
  sign_in_code_used: 400,
  sign_in_code_locked: 400,
  feature_disabled: 403,
  // positions and applications
  position_closed: 409,
  already_applied: 409,
  job_cart_full: 409,
  job_alerts_full: 403,
  /** Withdrawing an application withdrawn already, or moving a withdrawn one. */
  already_withdrawn: 409,
  /** Withdrawing an application that is over (hired or not selected). */
  application_closed: 409,
  /** Referring the same friend to the same position a second time. */
  already_referred: 409,
  /** Answers of a form that fail its rules; `fields` carries a message per field. */
  answers_invalid: 422,
  /** An uploaded file, or a field's files together, larger than the field allows. */
  file_too_large: 413,
  /** An uploaded file whose content is not a type the field accepts. */
  file_type_not_allowed: 415,
  // offers and documents
  offer_not_open: 409,
  offer_expired: 409,
  document_already_signed: 409,
  document_under_revision: 409,
  document_not_signable: 409,
  document_not_ready: 409,
  document_not_signed: 409,
  /** Accepting needs every document that needs a signature signed, and none under revision. */
  offer_documents_unsigned: 409,
  /** A hosted signing link past its time, or of an offer that is no longer open. */
  esign_link_expired: 410,
  // files
  /** A file whose contents inflate past the server's limits (a zip bomb) or take too long to read. */
  file_too_complex: 422,
  /** An uploaded file with no bytes. */
  file_empty: 400,
  /** A password-protected file, whose text cannot be read. */
  file_encrypted: 422,
  /** No worker was free to read a file in time: the server is busy, the file may be fine (Retry-After). */
  server_busy: 503,
  // theme builder
  /** A theme with an unknown token, a bad value or text under WCAG AA contrast; `fields` says which. */
  theme_invalid: 422,
  // site settings
  /** Site settings the tenant schema refuses; `fields` names each one by its path. */
  settings_invalid: 422,
  // profile
  /** A profile edit with an unknown section, a bad index or an invalid value; `fields` says which. */
  profile_invalid: 422,
  // account and onboarding
  /** Deleting an account without typing its email, or with another one. */
  confirmation_mismatch: 400,
  /** An onboarding task for an offer that is not accepted. */
  offer_not_accepted: 409,
  /** Marking a form or document task done by hand: it finishes when the form or document does. */
  task_not_manual: 409,
  // interviews and events
  /** An interview slot another candidate (or another tab) chose first. */
  slot_taken: 409,
  /** An event with no place left. */
  event_full: 409,
  /** Registering for an event that has ended. */
  event_over: 409,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/** The status an answer with this code carries. */
export const statusOfErrorCode = (code: ErrorCode): number => ERROR_STATUS[code];

/**
 * The request conventions' own codes. Their server message is specific to the call (which field,
 * what was missing), so the client shows it as sent; every other code names a refusal in the
 * product, which the client words in the reader's language.
 */
const GENERIC_ERROR_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'bad_request',
  'validation_failed',
  'login_required',
  'csrf_invalid',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'uri_too_long',
  'headers_too_large',
  'rate_limited',
  'internal_error',
  'service_unavailable',
]);

/** A code naming a refusal in the product (not one of the request conventions' own). */
export const isDomainErrorCode = (code: string): code is ErrorCode =>
  code in ERROR_STATUS && !GENERIC_ERROR_CODES.has(code as ErrorCode);
