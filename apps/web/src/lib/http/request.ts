import type { z } from 'zod';
import { HEADERS } from '@careers/shared/api/headers';
import { chooseRequestFailureMessage } from '@careers/shared/http/request-failure-message';
import { REQUEST_MESSAGES } from '@careers/shared/http/request-messages';
import { browserTimeZone } from '@/lib/format/format-date-time.ts';
import { serverRender } from '@/lib/ssr/index.ts';
import { buildUrl, type QueryParams } from './build-url.ts';
import { adoptCsrfTokenFrom, getCsrfToken } from './csrf-token.ts';
import { failureError, type FailureOptions } from './failure-error.ts';
import { HttpError } from './http-error.ts';
import { bodyHasDomain, encodeBody, parseText } from './request-body.ts';
import { emitSessionExpired, waitForSignIn } from './session-expired.ts';
import type { UploadProgress } from './upload-fetch.ts';

export const TIMEZONE_HEADER = 'X-Timezone';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A schema of the success body's `data` (for a shared `dataEnvelope(x)` contract: `.shape.data`). */
export type ResponseSchema = z.ZodType;
/** What a call resolves to: the parsed `data` of the envelope. */
export type DataOf<S extends ResponseSchema> = z.output<S>;

export type RequestOptions<S extends ResponseSchema = z.ZodUnknown> = FailureOptions & {
  params?: QueryParams;
  schema?: S;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Set on the second sending of an action refused for want of a session. */
  isReplay?: boolean;
  /** Follows the body going out (an upload's progress bar); the call goes by XMLHttpRequest. */
  onUploadProgress?: (progress: UploadProgress) => void;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const browserFetch: typeof fetch = (input, init) => fetch(input, init);
let transport = browserFetch;

/** The server's renderer sends a page's calls into the app itself (entry-server.tsx). */
export const setRequestTransport = (next: typeof fetch | undefined): void => {
  transport = next ?? browserFetch;
};

const fetchText = async (url: URL, init: RequestInit, send: typeof fetch) => {
  try {
    const response = await send(url, init);
    return { response, text: await response.text() };
  } catch (error) {
    // A cancelled call (TanStack Query, unmount) stays an abort, not a failure to report.
    if (init.signal?.aborted) throw error;
    throw new HttpError({
      status: 0,
      code: 'network_error',
      kind: 'network',
      message: chooseRequestFailureMessage({ error }),
      cause: error,
    });
  }
};

const invalidResponse = (status: number, cause?: unknown) =>
  new HttpError({
    status,
    code: 'invalid_response',
    kind: 'invalid-response',
    message: REQUEST_MESSAGES.responseCheckFailed,
    cause,
  });

const isRefusedForStaleToken = (response: Response, sentToken: string) => {
  const fresh = response.headers.get(HEADERS.csrfToken);
  return (
    response.status === 403 &&
    response.headers.get(HEADERS.csrfInvalid) === '1' &&
    fresh !== null &&
    fresh !== sentToken
  );
};

/** One call with the request conventions and the error catalogue; see index.ts. */
export const request = async <S extends ResponseSchema = z.ZodUnknown>(
  method: HttpMethod,
  path: string,
  body: unknown,
  options: RequestOptions<S> = {},
): Promise<DataOf<S>> => {
  const url = buildUrl(path, { params: options.params, hasBodyDomain: bodyHasDomain(body) });
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  headers.set(TIMEZONE_HEADER, browserTimeZone());
  const payload = method === 'GET' ? undefined : encodeBody(body, headers);
  const send = async () => {
    // a server render reads public pages only: no session, no token
    const isServer = serverRender() !== undefined;
    const sentToken = isServer ? '' : getCsrfToken();
    if (sentToken) headers.set(HEADERS.csrfToken, sentToken);
    const init: RequestInit = { method, headers, body: payload, credentials: 'same-origin' };
    if (options.signal) init.signal = options.signal;
    const { onUploadProgress } = options;
    // Only uploads that show progress load the XMLHttpRequest transport (not every page's code).
    const sender = onUploadProgress
      ? (await import('./upload-fetch.ts')).uploadFetch(onUploadProgress)
      : transport;
    const sent = await fetchText(url, init, sender);
    if (!isServer) adoptCsrfTokenFrom(sent.response.headers);
    return { ...sent, sentToken };
  };
  const first = await send();
  let { response, text } = first;
  // The session behind the page ended (or began) in the meantime: the server refused the token
  // made for it and gave the one for who the caller is now. Sending again with it loses nothing;
  // only this page's code can read the header, so a forged request gains nothing by it.
  if (isRefusedForStaleToken(response, first.sentToken)) ({ response, text } = await send());
  const parsed = parseText(text);

  if (!response.ok) {
    const failureBody = parsed.isJson ? parsed.value : parsed.text;
    const { status, headers: responseHeaders } = response;
    const error = failureError(
      { method, status, headers: responseHeaders, body: failureBody },
      options,
    );
    if (error.kind === 'session-expired') {
      emitSessionExpired(error);
      // The action is not lost: once the person signs in, it is sent again (once).
      if (method !== 'GET' && !options.isReplay && (await waitForSignIn())) {
        return request(method, path, body, { ...options, isReplay: true });
      }
    }
    throw error;
  }
  if (!parsed.isJson) {
    throw new HttpError({
      status: response.status,
      code: 'invalid_json',
      kind: 'invalid-json',
      message: REQUEST_MESSAGES.unexpectedError,
    });
  }
  // An empty body (204) counts as `{ data: undefined }`.
  const envelope = parsed.value === undefined ? { data: undefined } : parsed.value;
  if (!isRecord(envelope) || !('data' in envelope)) throw invalidResponse(response.status);
  if (!options.schema) return envelope.data as DataOf<S>;
  const checked = options.schema.safeParse(envelope.data);
  if (!checked.success) throw invalidResponse(response.status, checked.error);
  return checked.data as DataOf<S>;
};
