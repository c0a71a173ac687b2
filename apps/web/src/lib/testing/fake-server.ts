import { vi } from 'vitest';

export type RecordedRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** A JSON body parsed; a multipart body as the FormData the client sent. */
  body: unknown;
};

type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };
type Handler = (request: RecordedRequest) => Reply | Promise<Reply>;

/**
 * Replaces globalThis.fetch with a tiny server: handlers keyed 'METHOD /path' answer with real
 * Response objects, every request is recorded, and an unknown route answers 404.
 */
export const installFakeServer = (handlers: Record<string, Handler>) => {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    const method = (init.method ?? 'GET').toUpperCase();
    const text = typeof init.body === 'string' ? init.body : '';
    const request: RecordedRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body:
        init.body instanceof FormData
          ? init.body
          : text
            ? (JSON.parse(text) as unknown)
            : undefined,
    };
    requests.push(request);
    const handler = handlers[`${method} ${url.pathname}`];
    const reply = handler
      ? await handler(request)
      : {
          status: 404,
          body: { message: 'Not found', error: { code: 'not_found', message: 'Not found' } },
        };
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  const of = (method: string, path: string) =>
    requests.filter((request) => request.method === method && request.path === path);
  return { requests, of, fetchMock };
};

export const errorReply = (
  status: number,
  message: string,
  fields?: Record<string, string>,
): Reply => ({
  status,
  body: {
    message,
    error: { code: status === 429 ? 'rate_limited' : 'bad_request', message, fields },
  },
});
