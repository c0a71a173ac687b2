// Test helper: replaces the global fetch with one answering real `Response` objects.
import { vi } from 'vitest';

export type FakeReply = {
  status?: number;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent verbatim instead of `body`. */
  text?: string;
  headers?: Record<string, string>;
};

export const fakeResponse = ({ status = 200, body, text, headers = {} }: FakeReply = {}) => {
  const responseHeaders = new Headers(headers);
  let payload: string | null = text ?? null;
  if (text === undefined && body !== undefined) {
    payload = JSON.stringify(body);
    if (!responseHeaders.has('Content-Type'))
      responseHeaders.set('Content-Type', 'application/json');
  }
  return new Response(payload, { status, headers: responseHeaders });
};

/** Answers each call with the next reply (the last one repeats). */
export const installFakeFetch = (...replies: FakeReply[]) => {
  let index = 0;
  const fetchMock = vi.fn<typeof fetch>(async () => {
    const reply = replies[Math.min(index, replies.length - 1)];
    index += 1;
    return fakeResponse(reply);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

/** The URL, init and headers of the nth call (default: the last). */
export const sentRequest = (fetchMock: ReturnType<typeof installFakeFetch>, nth?: number) => {
  const calls = fetchMock.mock.calls;
  const call = calls[nth ?? calls.length - 1];
  if (!call) throw new Error('fetch was not called');
  const [input, init = {}] = call;
  const url = new URL(input instanceof Request ? input.url : String(input));
  return { url, init, headers: new Headers(init.headers) };
};
