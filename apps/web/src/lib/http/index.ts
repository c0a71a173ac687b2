/**
 * The web app's one HTTP client and its request conventions:
 * - every request sends `X-CSRF-Token` (from <meta name="csrf-token">, refreshed from each
 *   response's `X-CSRF-Token`), `X-Timezone`, and JSON bodies (FormData goes out as multipart);
 * - the page's `debug` query parameter is copied onto every request, and the page's `domain`
 *   is added to every request that does not name a tenant itself;
 * - `http.get(url, { params, schema, signal, permissionCheck, errorStatuses,
 *   suppressRateLimitMessage, headers })`, `http.post|put|patch|delete(url, body?, options)`
 *   resolve to the `data` of the `{ data }` envelope. `schema` is the schema of that `data`
 *   (for a shared `xResponseSchema = dataEnvelope(inner)`, pass `xResponseSchema.shape.data`);
 *   the result is parsed by it and typed from it. Without a schema the result is `unknown`.
 * - every failure throws an `HttpError` { status, code, kind, message, fields } whose message
 *   follows the error catalogue; a 401 with `X-Login-Required: 1` also notifies
 *   `onSessionExpired` listeners; while the shell's login prompt is registered
 *   (`registerSignInPrompt`), a refused action (not a GET) waits for `settleSignIn` and is sent
 *   again once the person has signed in. A cancelled call rethrows the abort as is;
 * - `errorText(error, fallback)` is what a page shows for it: a domain code's message from the
 *   `errors` catalogue in the reader's language, else the failure's own message.
 */
export { http } from './http-client.ts';
export { HttpError, isHttpError } from './http-error.ts';
export { errorText, fieldErrorText } from './error-text.ts';
export { onSessionExpired, registerSignInPrompt, settleSignIn } from './session-expired.ts';
export { STALE_TIME } from './stale-times.ts';
export { callApi } from './call-api.ts';
export { buildUrl } from './build-url.ts';
export type { UploadProgress } from './upload-fetch.ts';
