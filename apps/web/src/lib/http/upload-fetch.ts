/** How much of a request body has been sent: bytes so far and in all. */
export type UploadProgress = { loaded: number; total: number };

const responseHeaders = (raw: string) => {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
};

/**
 * A `fetch` made of XMLHttpRequest, for the one thing fetch cannot tell: how much of an upload
 * has gone out (`xhr.upload`'s progress events). The request and its answer are the same as
 * fetch's, so the client's conventions (CSRF token, error catalogue) apply unchanged.
 */
export const uploadFetch =
  (onProgress: (progress: UploadProgress) => void): typeof fetch =>
  (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(init.method ?? 'GET', String(input instanceof Request ? input.url : input));
      xhr.withCredentials = init.credentials === 'include';
      new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
      });
      xhr.addEventListener('load', () =>
        resolve(
          new Response(xhr.status === 204 ? null : xhr.responseText, {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: responseHeaders(xhr.getAllResponseHeaders()),
          }),
        ),
      );
      const fail = (message: string) => () => reject(new TypeError(message));
      xhr.addEventListener('error', fail('Network request failed'));
      xhr.addEventListener('timeout', fail('Network request timed out'));
      xhr.addEventListener('abort', () =>
        reject(new DOMException('The upload was cancelled.', 'AbortError')),
      );
      init.signal?.addEventListener('abort', () => xhr.abort());
      xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
    });
