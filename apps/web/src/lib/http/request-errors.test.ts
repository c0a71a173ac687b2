import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { loadCsrfTokenFromMeta } from './csrf-token.ts';
import { installFakeFetch, type FakeReply } from './fake-fetch.ts';
import { http, HttpError, onSessionExpired } from './index.ts';

const DEFAULT = 'There was a problem with the request';
const serverError = (message: string, code = 'conflict', fields?: Record<string, string>) => ({
  message,
  error: { code, message: `${message} (detail)`, ...(fields ? { fields } : {}) },
});

/** The HttpError a call rejects with. */
const failureOf = async (call: Promise<unknown>): Promise<HttpError> => {
  const failure: unknown = await call.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!(failure instanceof HttpError))
    throw new Error(`expected an HttpError, got ${String(failure)}`);
  return failure;
};
const getFailure = (reply: FakeReply, options?: Parameters<typeof http.get>[1]) => {
  installFakeFetch(reply);
  return failureOf(http.get('/api/pcsx/job_cart', options));
};
const postFailure = (reply: FakeReply, options?: Parameters<typeof http.post>[2]) => {
  installFakeFetch(reply);
  return failureOf(http.post('/api/pcsx/job_cart', {}, options));
};

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="t">';
  loadCsrfTokenFromMeta();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('session expiry', () => {
  it('answers a 401 with X-Login-Required by "Session timed out." and notifies listeners', async () => {
    const listener = vi.fn();
    const unsubscribe = onSessionExpired(listener);
    const error = await getFailure({
      status: 401,
      headers: { 'X-Login-Required': '1' },
      body: serverError('Login required', 'login_required'),
    });
    unsubscribe();
    expect(error.message).toBe('Session timed out.');
    expect(error).toMatchObject({ status: 401, code: 'login_required', kind: 'session-expired' });
    expect(listener).toHaveBeenCalledExactlyOnceWith(error);
  });

  it('does not notify without the header, nor after unsubscribing', async () => {
    const listener = vi.fn();
    const unsubscribe = onSessionExpired(listener);
    const error = await getFailure({ status: 401, body: serverError('Who are you?') });
    expect(error.message).toBe('Who are you?');
    unsubscribe();
    await getFailure({ status: 401, headers: { 'X-Login-Required': '1' } });
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('status rules', () => {
  it('answers a 403 with X-CSRF-Invalid by "Invalid CSRF."', async () => {
    const headers = { 'X-CSRF-Invalid': '1' };
    const error = await postFailure({ status: 403, headers }, { permissionCheck: true });
    expect(error).toMatchObject({
      message: 'Invalid CSRF.',
      kind: 'csrf-invalid',
      code: 'forbidden',
    });
  });

  it('answers a 429 by "Please try again in a few minutes" unless suppressed', async () => {
    const reply = { status: 429, body: serverError('Slow down', 'rate_limited') };
    expect((await postFailure(reply)).message).toBe('Please try again in a few minutes');
    const suppressed = await postFailure(reply, { suppressRateLimitMessage: true });
    expect(suppressed).toMatchObject({ message: 'Slow down', code: 'rate_limited' });
  });

  it('answers a 403 by the permission message only when the call checks permissions', async () => {
    const reply = { status: 403, body: serverError('Forbidden here', 'forbidden') };
    expect((await getFailure(reply, { permissionCheck: true })).message).toBe(
      'User does not have permissions to perform this action',
    );
    expect((await getFailure(reply)).message).toBe('Forbidden here');
  });

  it('answers listed and unexpected statuses by "Error in api response"', async () => {
    const listed = await postFailure(
      { status: 409, body: serverError('Taken') },
      { errorStatuses: [409, 410] },
    );
    expect(listed).toMatchObject({ message: 'Error in api response', kind: 'api-error' });
    expect((await postFailure({ status: 409, body: serverError('Taken') })).message).toBe('Taken');
    const redirect = await getFailure({ status: 302, text: '' });
    expect(redirect).toMatchObject({ message: 'Error in api response', code: 'unexpected_status' });
  });

  it('answers a GET 5xx by "Server error. Please try again." and a POST 5xx by the message order', async () => {
    const reply = { status: 500, body: serverError('Database down', 'internal_error') };
    expect(await getFailure(reply)).toMatchObject({
      message: 'Server error. Please try again.',
      kind: 'server-error',
      status: 500,
    });
    expect((await postFailure(reply)).message).toBe('Database down');
  });
});

describe('message order for other failures', () => {
  it('carries the code and fields of the error body', async () => {
    const body = serverError('Invalid input', 'validation_failed', { op_section: 'Required' });
    const error = await postFailure({ status: 422, body });
    expect(error).toMatchObject({
      status: 422,
      code: 'validation_failed',
      kind: 'request-failed',
      message: 'Invalid input',
      fields: { op_section: 'Required' },
    });
  });

  it('takes the response error message when there is no top message', async () => {
    const error = await postFailure({ status: 400, body: { error: { message: 'Inner only' } } });
    expect(error).toMatchObject({ message: 'Inner only', code: 'bad_request' });
  });

  it('takes a text body, but never HTML', async () => {
    expect((await postFailure({ status: 400, text: 'Plain words' })).message).toBe('Plain words');
    const html = '<html><body><h1>502 Bad Gateway</h1></body></html>';
    expect((await getFailure({ status: 502, text: html }, { errorStatuses: [] })).message).toBe(
      'Server error. Please try again.',
    );
    expect((await postFailure({ status: 502, text: html })).message).toBe(DEFAULT);
  });

  it('ends with the default for an empty failure', async () => {
    expect(await postFailure({ status: 404 })).toMatchObject({
      message: DEFAULT,
      code: 'not_found',
    });
  });

  it('reports a network failure with the error message, status 0', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failureOf(http.get('/api/offer/offers'));
    expect(error).toMatchObject({ status: 0, code: 'network_error', kind: 'network' });
    expect(error.message).toBe('Failed to fetch');
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('<b>proxy</b>')));
    expect((await failureOf(http.get('/api/offer/offers'))).message).toBe(DEFAULT);
  });
});

describe('success bodies that fail', () => {
  it('answers a body that is not JSON by "Unexpected error occurred."', async () => {
    installFakeFetch({ status: 200, text: '<!doctype html><title>app</title>' });
    const error = await failureOf(http.get('/api/offer/offers'));
    expect(error).toMatchObject({ message: 'Unexpected error occurred.', code: 'invalid_json' });
  });

  it('answers a schema mismatch by "Error with response"', async () => {
    installFakeFetch({ body: { data: { count: 'three' } } });
    const schema = z.object({ count: z.number() });
    const error = await failureOf(http.get('/api/pcsx/notification_badge', { schema }));
    expect(error).toMatchObject({ message: 'Error with response', kind: 'invalid-response' });
    expect(error.cause).toBeInstanceOf(z.ZodError);
  });

  it('answers a body without the data envelope by "Error with response"', async () => {
    installFakeFetch({ body: { count: 3 } });
    expect((await failureOf(http.get('/api/pcsx/notification_badge'))).message).toBe(
      'Error with response',
    );
  });
});
